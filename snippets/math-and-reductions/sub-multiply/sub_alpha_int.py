# raises: RuntimeError
import torch

a = torch.tensor([10, 20, 30])
b = torch.tensor([1, 2, 3])
print("float tensors, alpha=0.5:", torch.sub(a.float(), b, alpha=0.5))
torch.sub(a, b, alpha=0.5)
