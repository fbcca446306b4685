import torch

a = torch.empty(2, 1, 4, 4)                 # a single channel
print("stride:", a.stride())
print("contiguous:", a.is_contiguous(), " channels_last:", a.is_contiguous(memory_format=torch.channels_last))
b = torch.empty(8, 3, 1, 1)                 # 1x1 spatial size
print("stride:", b.stride())
print("contiguous:", b.is_contiguous(), " channels_last:", b.is_contiguous(memory_format=torch.channels_last))
