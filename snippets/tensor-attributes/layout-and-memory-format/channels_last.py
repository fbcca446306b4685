import torch

x = torch.arange(24.0).reshape(1, 2, 3, 4)                 # N=1, C=2, H=3, W=4
cl = x.to(memory_format=torch.channels_last)
print("stride (N, C, H, W):", cl.stride())
print("memory order:", torch.as_strided(cl, (24,), (1,)).tolist()[:8], "...")
print("x[0, :, 0, 0] =", x[0, :, 0, 0].tolist(), "sits next to each other in memory")
conv = torch.nn.Conv2d(2, 4, kernel_size=3, padding=1)
y = conv(cl)
print("Conv2d output keeps channels_last:", y.is_contiguous(memory_format=torch.channels_last), y.stride())
