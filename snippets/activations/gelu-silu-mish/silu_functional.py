import torch
import torch.nn.functional as F

x = torch.tensor([-3.0, -1.0, 0.0, 1.0, 3.0], dtype=torch.float64, requires_grad=True)
y = F.silu(x)
y.sum().backward()

s = torch.sigmoid(x.detach())
by_hand = s * (1 + x.detach() * (1 - s))       # d/dx [x * sigmoid(x)]
print("F.silu(x)       :", y.detach())
print("autograd d/dx   :", x.grad)
print("max |autograd - sigmoid(x)(1 + x(1 - sigmoid(x)))| :", (x.grad - by_hand).abs().max().item())

# Swish with beta = 1 is SiLU; other betas have no built-in, write x * sigmoid(beta * x)
beta = 2.0
swish2 = x.detach() * torch.sigmoid(beta * x.detach())
print("swish, beta=2   :", swish2)
c = x.detach().clone()
F.silu(c, True)                                  # inplace passed positionally
print("F.silu(c, True) overwrote c with F.silu(x):", torch.equal(c, y.detach()))
