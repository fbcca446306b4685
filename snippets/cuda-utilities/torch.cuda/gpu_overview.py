# device: cuda
import torch

print("built with CUDA:", torch.version.cuda)
print("is_available():", torch.cuda.is_available())
print("initialized after is_available():", torch.cuda.is_initialized())
x = torch.ones(1, device="cuda")  # the first CUDA tensor initializes CUDA
print("initialized now:", torch.cuda.is_initialized())
print("devices:", torch.cuda.device_count(), "| current:", torch.cuda.current_device(),
      "|", torch.cuda.get_device_name())
