import torch

batch, tokens, heads, head_dim = 2, 5, 4, 8
qkv = torch.randn(batch, tokens, heads * head_dim)

q = qkv.unflatten(-1, (heads, head_dim))     # split the last dim into heads
print("split into heads:", tuple(q.shape))
print("shares memory:", q.data_ptr() == qkv.data_ptr())

merged = q.flatten(-2)                       # and merge them back
print("merged back:", tuple(merged.shape), torch.equal(merged, qkv))
