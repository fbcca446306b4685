import torch

x = torch.arange(6, dtype=torch.int32).reshape(2, 3)
e = torch.empty_like(x)                      # contents are whatever was in memory: not printed
print("shape:", tuple(e.shape), "| dtype:", e.dtype, "| new memory:", e.data_ptr() != x.data_ptr())

img = torch.randn(2, 3, 4, 5).to(memory_format=torch.channels_last)
out = torch.empty_like(img)
print("channels_last kept:", out.is_contiguous(memory_format=torch.channels_last))
out.copy_(img * 2)                           # allocate, then fill every element
print("filled:", torch.equal(out, img * 2))
