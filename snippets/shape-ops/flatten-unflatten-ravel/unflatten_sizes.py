import torch

x = torch.arange(24).reshape(2, 12)
print("unflatten(x, 1, (3, 4)):   ", tuple(torch.unflatten(x, 1, (3, 4)).shape))
print("unflatten(x, 1, (-1, 4)):  ", tuple(torch.unflatten(x, 1, (-1, 4)).shape))
print("unflatten(x, -1, [2, 3, 2]):", tuple(torch.unflatten(x, -1, [2, 3, 2]).shape))
print("unflatten(x, 0, (2, 1)):   ", tuple(torch.unflatten(x, 0, (2, 1)).shape))

# It undoes flatten over the same dimensions.
y = torch.arange(60).reshape(3, 4, 5)
print("round trip equal:", torch.equal(torch.flatten(y, 0, 1).unflatten(0, (3, 4)), y))

# Even on a non-contiguous input the result is a view (shared memory).
t = x.t()                                   # shape (12, 2), not contiguous
u = torch.unflatten(t, 0, (3, 4))
print("transposed input, shares memory:", u.data_ptr() == t.data_ptr(), "strides:", u.stride())
