import torch

s = torch.tensor(2.0)  # 0-dim: shape ()
m = torch.ones(2, 3)
print("0-dim:", s.shape, s.dim(), "->", (s * m).shape)

legacy = torch.FloatTensor()  # not 0-dim: a 1-dim tensor with no elements
print("torch.FloatTensor():", legacy.shape, legacy.dim())
print("(0,) with (2, 1):", (legacy + torch.ones(2, 1)).shape)
try:
    legacy + torch.ones(2, 2)
except RuntimeError as e:
    print("(0,) with (2, 2): RuntimeError:", e)
