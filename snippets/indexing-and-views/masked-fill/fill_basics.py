import torch

x = torch.arange(6.0).reshape(2, 3)
mask = torch.tensor([[True, False, True],
                     [False, False, True]])
y = x.masked_fill(mask, -1.0)
print(y)
print("x unchanged:", x.tolist())
# Rule: y = where(mask, value, x)
print("same as torch.where:", torch.equal(y, torch.where(mask, torch.tensor(-1.0), x)))

r = x.masked_fill_(mask, 0.0)                  # in place: returns x itself
print("returns self:", r is x)
print(x)
