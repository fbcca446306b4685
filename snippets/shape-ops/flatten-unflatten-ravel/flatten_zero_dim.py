import torch

s = torch.tensor(3.5)                       # 0-d
f = torch.flatten(s)
print("0-d shape:", tuple(s.shape), "-> flattened shape:", tuple(f.shape))
print("shares memory:", f.data_ptr() == s.data_ptr())
f[0] = 7.0
print("s after writing f[0]:", s.item())
