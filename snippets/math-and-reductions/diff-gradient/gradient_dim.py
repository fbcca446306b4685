# raises: RuntimeError
import torch

t = torch.tensor([[1.0, 2.0, 4.0, 8.0],
                  [10.0, 20.0, 40.0, 80.0]])
print("dims=None: one tensor per dimension:", len(torch.gradient(t)))
print("dim=1 only:", torch.gradient(t, dim=1)[0].tolist())
print("dim=1, spacing=[2.]:", torch.gradient(t, spacing=[2.0], dim=1)[0][0].tolist())
torch.gradient(t, spacing=[3.0, 2.0], dim=1)     # two spacings for one dimension
