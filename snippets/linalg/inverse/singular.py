# raises: RuntimeError
import torch

S = torch.tensor([[1.0, 2.0], [2.0, 4.0]])     # second row = 2 * first row
print("det:", torch.linalg.det(S).item())
torch.linalg.inv(S)
