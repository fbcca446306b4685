import torch

x = torch.zeros(3)
print("is_pinned():", x.is_pinned(), " accelerator available:", torch.accelerator.is_available())
print("torch.accelerator.current_accelerator():", torch.accelerator.current_accelerator())
