import torch

s = torch.zeros(2, 3, 4).shape
print("type:", type(s).__name__, "| isinstance tuple:", isinstance(s, tuple))
print("equal to a plain tuple:", s == (2, 3, 4))
print("unpack:", *s)
print("s[1:]:", s[1:])                       # slicing keeps torch.Size
print("s + (5,):", s + (5,))                 # so does concatenation
print("s.numel():", s.numel())               # product of the sizes
print("torch.Size([2, 3]):", torch.Size([2, 3]))
print("zeros(torch.Size([2, 3])).shape:", torch.zeros(torch.Size([2, 3])).shape)
