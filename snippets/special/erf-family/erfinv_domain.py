import math

import torch

y = torch.tensor([-1.0, -0.5, 0.0, 0.5, 0.9, 1.0, 1.5, float("nan")])
print("erfinv(y):", torch.erfinv(y))

# round trip: erf(erfinv(y)) == y inside (-1, 1), checked with math.erf
inner = torch.linspace(-0.999, 0.999, 9, dtype=torch.float64)
back = torch.tensor([math.erf(v) for v in torch.erfinv(inner).tolist()], dtype=torch.float64)
print("max |math.erf(erfinv(y)) - y|:", (back - inner).abs().max().item())

# near 1, float32 cannot hold 1 - 1e-8: it rounds to 1.0 and the answer is inf
near = 1 - 1e-8
print("float32:", torch.erfinv(torch.tensor(near)).item(), "| float64:", torch.erfinv(torch.tensor(near, dtype=torch.float64)).item())

for dtype in [torch.int64, torch.float16, torch.bfloat16, torch.float64]:
    print(f"{str(dtype):15} -> {torch.erfinv(torch.tensor([0], dtype=dtype)).dtype}")
