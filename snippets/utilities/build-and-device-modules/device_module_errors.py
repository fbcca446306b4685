# raises: RuntimeError
import torch

try:
    torch.get_device_module(0)
except RuntimeError as e:
    print("an int:", e)
torch.get_device_module("meta")  # a valid device type without a torch.meta module
