import torch

dist = torch.tensor([[3.0, 0.5, 2.0],
                     [1.5, 4.0, 0.7]])
print("dist.amin(dim=1):", dist.amin(dim=1), "<- nearest distance per row, no index")
print("need the index? dist.min(dim=1).indices:", dist.min(dim=1).indices)
