import torch
import torch.nn.functional as F

x = -torch.ones(4)
# training defaults to False: no randomness, fixed slope (1/8 + 1/3) / 2
print("F.rrelu(x)                :", F.rrelu(x))
print("F.rrelu(x, training=True) :", F.rrelu(x, training=True))

# the gradient of each negative element is the slope drawn for it
v = torch.tensor([-1.0, -2.0, 3.0], requires_grad=True)
y = F.rrelu(v, 0.1, 0.3, training=True)
y.sum().backward()
print("y                         :", y.detach())
print("gradient                  :", v.grad, "| y / x:", (y / v).detach())

# the same seed gives the same slopes
torch.manual_seed(5)
a = F.rrelu(x, training=True)
torch.manual_seed(5)
b = F.rrelu(x, training=True)
print("same seed, same output    :", torch.equal(a, b))

print("special values (training) :", F.rrelu(torch.tensor([float("nan"), float("-inf"), float("inf"), -0.0]), training=True))
m = torch.nn.RReLU(0.5, 0.1)
print("module built with lower > upper:", m)
try:
    m(x)
except RuntimeError as e:
    print("called -> RuntimeError:", e)
print("bfloat16, training        :", F.rrelu(torch.tensor([-1.0, 1.0]).bfloat16(), training=True).dtype)
try:
    F.rrelu(torch.tensor([-1, 1]))
except NotImplementedError as e:
    print("int64 -> NotImplementedError:", e)
print("float16, eval             :", F.rrelu(torch.tensor([-1.0, 1.0]).half()))
try:
    F.rrelu(torch.tensor([-1.0, 1.0]).half(), training=True)
except NotImplementedError as e:
    print("float16, training -> NotImplementedError:", e)
