import torch
import torch.nn.functional as F

x = torch.tensor([-3.0, -1.0, 0.0, 1.0, 3.0], dtype=torch.float64, requires_grad=True)
y = F.mish(x)
y.sum().backward()

xd = x.detach()
sp = F.softplus(xd)
t = torch.tanh(sp)
by_hand = t + xd * (1 - t**2) * torch.sigmoid(xd)   # d/dx [x * tanh(softplus(x))]
print("F.mish(x)     :", y.detach())
print("autograd d/dx :", x.grad)
print("max |autograd - by hand| :", (x.grad - by_hand).abs().max().item())

z = torch.tensor([-1.0, 0.0, 2.0])
ptr = z.data_ptr()
out = F.mish(z, inplace=True)
print("inplace=True  :", z, "| same memory:", out.data_ptr() == ptr)
