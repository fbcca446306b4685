import torch

ok = torch.cdist(torch.ones(2, 3, dtype=torch.float64), torch.zeros(1, 3, dtype=torch.float64))
print("float64 ->", ok.dtype, ok)

tries = {
    "float16": lambda: torch.cdist(torch.ones(2, 3, dtype=torch.float16), torch.zeros(1, 3, dtype=torch.float16)),
    "bfloat16": lambda: torch.cdist(torch.ones(2, 3, dtype=torch.bfloat16), torch.zeros(1, 3, dtype=torch.bfloat16)),
    "int64": lambda: torch.cdist(torch.ones(2, 3, dtype=torch.int64), torch.zeros(1, 3, dtype=torch.int64)),
    "complex64": lambda: torch.cdist(torch.ones(2, 3, dtype=torch.complex64), torch.zeros(1, 3, dtype=torch.complex64)),
    "float32 with float64": lambda: torch.cdist(torch.ones(2, 3), torch.zeros(1, 3, dtype=torch.float64)),
    "1-D inputs": lambda: torch.cdist(torch.ones(3), torch.zeros(3)),
    "3 vs 4 features": lambda: torch.cdist(torch.ones(2, 3), torch.zeros(1, 4)),
    "p=-1": lambda: torch.cdist(torch.ones(2, 3), torch.zeros(1, 3), p=-1),
}
for name, f in tries.items():
    try:
        f()
        print(name, "-> ok")
    except Exception as e:
        print(f"{name} -> {type(e).__name__}: {e}")
