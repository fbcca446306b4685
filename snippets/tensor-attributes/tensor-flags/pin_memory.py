# raises: RuntimeError
import torch

x = torch.zeros(3)
print("accelerator available:", torch.accelerator.is_available())
x.pin_memory()
