# device: cuda
import torch

print("get_device_name():", torch.cuda.get_device_name())  # current device
print("get_device_name(0):", torch.cuda.get_device_name(0))
print("same as the properties' name:", torch.cuda.get_device_properties(0).name == torch.cuda.get_device_name(0))
