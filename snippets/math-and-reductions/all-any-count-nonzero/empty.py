import torch

e = torch.tensor([])
print("all(empty):", torch.all(e), " any(empty):", torch.any(e))
z = torch.empty(0, 3)
print("all over an empty dim:", torch.all(z, dim=0), " any:", torch.any(z, dim=0))
