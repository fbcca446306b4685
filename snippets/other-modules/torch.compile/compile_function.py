import torch


def f(x):
    return torch.sin(x) ** 2 + torch.cos(x) ** 2


# backend="aot_eager" traces the function with TorchDynamo and AOTAutograd but runs the captured
# graph with ordinary eager kernels: no C++ compiler needed, so it starts quickly on a small CPU
compiled = torch.compile(f, backend="aot_eager")

x = torch.linspace(0, 3, 5)
y = compiled(x)          # first call: trace and compile
print("y:", y)
print("same as eager:", torch.allclose(y, f(x)))
print("second call, same result:", torch.allclose(compiled(x), y))
print("compiled is a new callable:", compiled is not f)
