import torch

x = torch.tensor([[0.0, 0.0, -0.0],
                  [0.0, 2.0, 0.0]])
print("torch.any(x)              :", torch.any(x))
print("torch.any(x, dim=1)       :", torch.any(x, dim=1), "<- -0.0 counts as zero")
print("torch.any(x, dim=0, keepdim=True):", torch.any(x, dim=0, keepdim=True))
print("by hand: (x != 0).any(dim=1):", (x != 0).any(dim=1))
