import torch
import torch.nn.functional as F

x = torch.tensor([float("nan"), float("-inf"), -1e4, -0.0, 0.0, float("inf")])
print("x            :", x)
print("gelu         :", F.gelu(x))
print("gelu 'tanh'  :", F.gelu(x, approximate="tanh"))
print("silu         :", F.silu(x))
print("mish         :", F.mish(x))

# exact GELU of +inf depends on the kernel path the tensor takes
inf = float("inf")
for dt in (torch.float32, torch.float64):
    print(dt, "one element :", F.gelu(torch.full((1,), inf, dtype=dt)).item(),
          "| 64 elements:", F.gelu(torch.full((64,), inf, dtype=dt))[0].item())
