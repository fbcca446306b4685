import torch

inp = torch.zeros(2)
M = torch.tensor([[1.0, 1.0], [0.0, 1.0]])
v = torch.tensor([2.0, 3.0])
out = inp.addmv(M, v, alpha=10)
print("inp.addmv(M, v, alpha=10):", out.tolist(), " inp unchanged:", inp.tolist())
