# raises: AssertionError
import torch

print("XPU available:", torch.xpu.is_available())
torch.zeros(3).xpu()
