import torch

x = torch.arange(24.0).reshape(1, 2, 3, 4)                 # N, C, H, W
print("objects:", torch.contiguous_format, torch.channels_last, torch.channels_last_3d,
      torch.preserve_format, " type:", type(torch.channels_last).__name__)
cl = x.to(memory_format=torch.channels_last)
print("shape unchanged:", tuple(cl.shape), " strides:", x.stride(), "->", cl.stride())
print("is_contiguous():", cl.is_contiguous(),
      " is_contiguous(memory_format=torch.channels_last):", cl.is_contiguous(memory_format=torch.channels_last))
print("equal values:", torch.equal(x, cl))
print("torch.empty(1, 2, 3, 4, memory_format=torch.channels_last).stride():",
      torch.empty(1, 2, 3, 4, memory_format=torch.channels_last).stride())
