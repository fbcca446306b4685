import torch

img = torch.empty(2, 3, 4, 5).to(memory_format=torch.channels_last)
print("channels_last input strides:", img.stride())
print("rand_like keeps them:       ", torch.rand_like(img).stride())
print("contiguous_format asked:    ", torch.rand_like(img, memory_format=torch.contiguous_format).stride())

tt = torch.empty(3, 4).t()                   # a transposed (dense) input
print("transposed input", tt.stride(), "-> result", torch.rand_like(tt).stride())
gappy = torch.empty(4, 6)[:, ::2]            # every other column: not dense
print("strided slice   ", gappy.stride(), "-> result", torch.rand_like(gappy).stride())
