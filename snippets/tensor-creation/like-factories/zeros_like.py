import torch

x = torch.arange(6, dtype=torch.int32).reshape(2, 3)
z = torch.zeros_like(x)
print(z)
print("dtype kept:", z.dtype, "| dtype= overrides:", torch.zeros_like(x, dtype=torch.float16).dtype)
print("0-d input:", torch.zeros_like(torch.tensor(5.0)))

img = torch.empty(2, 3, 4, 5).to(memory_format=torch.channels_last)
print("channels_last strides kept:", torch.zeros_like(img).stride())
gappy = torch.empty(4, 6)[:, ::2]
print("non-dense input", gappy.stride(), "-> contiguous", torch.zeros_like(gappy).stride())

w = torch.ones(2, requires_grad=True)
print("requires_grad copied:", torch.zeros_like(w).requires_grad)
print("sparse layout kept:", torch.zeros_like(torch.eye(3).to_sparse()).layout)
