import torch

inf = float("inf")
x = torch.tensor([[0.0, -120.0, 1.0],      # a large gap
                  [-inf, -inf, -inf],      # every position masked out
                  [inf, 0.0, 1.0]])        # an infinite logit
p = torch.softmax(x, dim=1)
print("softmax:\n", p)
print("row 0 has an exact 0:", (p[0] == 0).any().item(), "| row sums:", p.sum(dim=1))
print("float64, same row 0 :", torch.softmax(x[0].double(), 0))
print("log_softmax row 0   :", torch.log_softmax(x[0], 0))

ints = torch.tensor([1, 2, 3])
print("int64 with dtype=float32:", torch.softmax(ints, 0, dtype=torch.float32))
try:
    torch.softmax(ints, 0)
except NotImplementedError as e:
    print("int64 without dtype     : NotImplementedError:", e)
