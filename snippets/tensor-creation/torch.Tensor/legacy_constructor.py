import torch

a = torch.Tensor(3, 4)   # legacy: sizes as arguments, memory NOT initialized
print("shape:", a.shape)
print("dtype:", a.dtype)

b = torch.empty(3, 4)    # the modern spelling of the same thing
print("empty shape:", b.shape, " dtype:", b.dtype)

c = torch.zeros(3, 4)    # what most code actually wants
print("zeros:", c)
