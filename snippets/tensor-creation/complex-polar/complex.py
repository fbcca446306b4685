import torch

re = torch.tensor([1.0, 0.0, -2.0])
im = torch.tensor([0.0, 1.0, 3.0])
z = torch.complex(re, im)
print(z, z.dtype)
print("float64 parts ->", torch.complex(re.double(), im.double()).dtype)
print("broadcast (2,1) with (3,) ->", tuple(torch.complex(torch.zeros(2, 1), torch.ones(3)).shape))

print("a copy, not a view:", z.real.data_ptr() != re.data_ptr())
pairs = torch.stack([re, im], dim=-1)              # (..., 2) layout: real, imag side by side
v = torch.view_as_complex(pairs)
print("view_as_complex shares memory:", v.data_ptr() == pairs.data_ptr(), "| equal:", torch.equal(v, z))

x = torch.tensor([3.0], requires_grad=True)
y = torch.tensor([4.0], requires_grad=True)
torch.complex(x, y).abs().sum().backward()         # |3 + 4i| = 5
print("gradients of |z|:", x.grad, y.grad)
