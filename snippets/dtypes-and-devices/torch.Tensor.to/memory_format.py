import torch

x = torch.arange(24.0).reshape(1, 2, 3, 4)             # float32, contiguous (NCHW)
y = x.to(memory_format=torch.channels_last)             # same dtype and device, other layout
print("x.to(memory_format=channels_last) is x:", y is x)
print("shares memory:", y.data_ptr() == x.data_ptr(), " strides:", x.stride(), "->", y.stride())
print("y.to(memory_format=channels_last) is y:", y.to(memory_format=torch.channels_last) is y)
print("x.to(memory_format=contiguous_format) is x:", x.to(memory_format=torch.contiguous_format) is x)
