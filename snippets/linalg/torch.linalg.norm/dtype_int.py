# raises: RuntimeError
import torch

z = torch.tensor([3 + 4j, 0j])
print("complex input -> real result:", torch.linalg.norm(z), torch.linalg.norm(z).dtype)
print("dtype=float64:", torch.linalg.norm(torch.tensor([3.0, 4.0]), dtype=torch.float64))
torch.linalg.norm(torch.tensor([3, 4]))
