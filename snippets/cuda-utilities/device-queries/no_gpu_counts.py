import torch

print("is_available():", torch.cuda.is_available())
print("device_count():", torch.cuda.device_count())
print("is_initialized():", torch.cuda.is_initialized())
