import torch

x = torch.zeros(2, 3)
idx = torch.tensor([0, 4, -1])
src = torch.tensor([1.0, 2.0, 3.0])
r = x.put_(idx, src)
print("x after put_([0, 4, -1], [1, 2, 3]):\n", x)
print("returns x itself:", r is x)
by_hand = torch.zeros(6)
for i, v in zip(idx.tolist(), src.tolist()):
    by_hand[i] = v                     # flat, row-major, negative wraps
print("same as writing into x.flatten() by hand:", torch.equal(x.flatten(), by_hand))
print("round trip with take:", x.take(idx))
