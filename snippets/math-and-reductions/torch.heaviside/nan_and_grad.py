import torch

x = torch.tensor([float("nan"), 0.0, 1.0])
print("NaN input:", torch.heaviside(x, torch.tensor(0.5)), "(NaN is neither 0 nor > 0)")
print("NaN values:", torch.heaviside(x, torch.tensor(float("nan"))))
try:
    torch.heaviside(x, 0.5)
except TypeError as e:
    print("Python float as values: TypeError -", str(e).splitlines()[0][:75])
a = torch.tensor([-1.0, 2.0], requires_grad=True)
try:
    torch.heaviside(a, torch.tensor(0.5)).sum().backward()
except RuntimeError as e:
    print("backward: RuntimeError -", e)
print("a smooth stand-in with a gradient: sigmoid(k * x) ->", torch.sigmoid(50 * a).detach())
