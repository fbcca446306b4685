import torch

x = torch.zeros(2, 3, 4, 5)                     # N, C, H, W
cl = x.contiguous(memory_format=torch.channels_last)
print("shape:", tuple(cl.shape))
print("default stride:      ", x.stride())
print("channels_last stride:", cl.stride())
print("is_contiguous():", cl.is_contiguous())
print("is_contiguous(memory_format=torch.channels_last):",
      cl.is_contiguous(memory_format=torch.channels_last))
