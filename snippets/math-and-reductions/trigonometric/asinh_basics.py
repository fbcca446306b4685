import torch

x = torch.tensor([-10.0, -1.0, 0.0, 1.0, 10.0], dtype=torch.float64)
by_hand = torch.log(x + torch.sqrt(x**2 + 1))
print("asinh(x)               :", torch.asinh(x))
print("max |asinh - formula|  :", (torch.asinh(x) - by_hand).abs().max().item())
print("arcsinh == asinh       :", torch.equal(torch.arcsinh(x), torch.asinh(x)), torch.equal(x.arcsinh(), x.asinh()))

big = torch.tensor([-1e4, 1e30])  # float32
print("asinh([-1e4, 1e30])    :", torch.asinh(big))
print("naive log(x+sqrt(x^2+1)):", torch.log(big + torch.sqrt(big**2 + 1)))

y = x.clone()
y.asinh_()
z = x.clone()
z.arcsinh_()
print("asinh_ == arcsinh_     :", torch.equal(y, z), "| equals asinh(x):", torch.equal(y, torch.asinh(x)))
