import torch

m = torch.eye(2)
print("m.addr(u, w):", m.addr(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])).tolist(), " m:", m.tolist())
