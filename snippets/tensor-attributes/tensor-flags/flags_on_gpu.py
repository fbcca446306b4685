# device: cuda
import torch

g = torch.zeros(3, device="cuda")
print("is_cuda:", g.is_cuda, " get_device():", g.get_device(), " is_shared():", g.is_shared())
p = torch.zeros(3).pin_memory()
print("pin_memory(): is_pinned", p.is_pinned(), " device", p.device)
print("cpu().get_device():", g.cpu().get_device())
