import torch

t = torch.arange(6.0).reshape(2, 3).t()           # logical 3x2, strides (1, 3)
c = t.contiguous()                                 # same values, strides (2, 1)
print("t == c:", torch.equal(t, c), "| strides:", t.stride(), c.stride())
print("as_strided(t, (3, 2), (2, 1)):\n", torch.as_strided(t, (3, 2), (2, 1)))
print("as_strided(c, (3, 2), (2, 1)):\n", torch.as_strided(c, (3, 2), (2, 1)))
print("view-based alternatives agree:", torch.equal(t.reshape(3, 2), c.reshape(3, 2)))
