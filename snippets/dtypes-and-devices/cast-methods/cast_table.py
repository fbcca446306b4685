import torch

x = torch.tensor([-1.75, 0.0, 0.5, 2.5, 100.0])   # float32; every value is exact in float16 too

print("| call on `x = tensor([-1.75, 0.0, 0.5, 2.5, 100.0])` | result dtype | result values |")
print("|---|---|---|")
for name in ["float", "double", "half", "bfloat16", "int", "long", "short", "char", "bool"]:
    y = getattr(x, name)()
    print(f"| `x.{name}()` | `{y.dtype}` | `{y.tolist()}` |")
