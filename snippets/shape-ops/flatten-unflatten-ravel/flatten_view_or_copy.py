import torch

x = torch.arange(6).reshape(2, 3)          # contiguous
v = torch.flatten(x)
print("contiguous input, shares memory:", v.data_ptr() == x.data_ptr())
v[0] = 100
print("write through the result shows in x:", x[0, 0].item())

t = x.t()                                   # transposed: not contiguous
c = torch.flatten(t)
print("transposed input, shares memory:", c.data_ptr() == t.data_ptr())
c[0] = -1
print("x[0, 0] after writing to the copy:", x[0, 0].item())

# Nothing to flatten: the input object itself comes back.
print("flatten(x, 1, 1) is x:", torch.flatten(x, 1, 1) is x)
w = torch.arange(4)
print("1-D input: flatten(w) is w:", torch.flatten(w) is w)
