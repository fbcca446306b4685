import torch

print("float16:", torch.renorm(torch.full((1, 2), 3.0, dtype=torch.float16), 2, 0, 1.0))
print("bfloat16:", torch.renorm(torch.full((1, 2), 3.0, dtype=torch.bfloat16), 2, 0, 1.0))
print("complex64:", torch.renorm(torch.tensor([[3 + 4j, 0j]]), 2, 0, 1.0))

x = torch.tensor([[float("nan"), 4.0],   # norm is NaN: NaN > maxnorm is False, so the row is kept
                  [1e38, 1e38],          # float32 norm overflows to inf: the scale becomes 0
                  [float("inf"), 0.0]])  # inf * 0 = nan
print("special rows:\n", torch.renorm(x, 2, 0, 1.0))
print("float64 copy of the 1e38 row:", torch.renorm(x[1:2].double(), 2, 0, 1.0))

tries = {
    "int64": lambda: torch.renorm(torch.ones(2, 2, dtype=torch.int64), 2, 0, 1.0),
    "1-D": lambda: torch.renorm(torch.ones(3), 2, 0, 1.0),
    "p=0": lambda: torch.renorm(torch.ones(2, 2), 0, 0, 1.0),
    "maxnorm=-1": lambda: torch.renorm(torch.ones(2, 2), 2, 0, -1.0),
}
for name, f in tries.items():
    try:
        f()
    except RuntimeError as e:
        print(f"{name} -> RuntimeError: {e}")
