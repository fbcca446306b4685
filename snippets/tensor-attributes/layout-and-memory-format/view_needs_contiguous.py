# raises: RuntimeError
import torch

cl = torch.arange(24.0).reshape(1, 2, 3, 4).to(memory_format=torch.channels_last)
flat = cl.reshape(-1)
print("reshape(-1):", flat[:6].tolist(), " copied:", flat.data_ptr() != cl.data_ptr())
try:
    torch.zeros(1, 2, 3, 4, memory_format=torch.channels_last)
except TypeError as e:
    print("torch.zeros:", e)
cl.view(-1)
