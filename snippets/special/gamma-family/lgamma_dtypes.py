import torch

for dtype in [torch.int64, torch.bool, torch.float16, torch.bfloat16, torch.float64]:
    print(f"{str(dtype):15} -> {torch.lgamma(torch.tensor([3], dtype=dtype)).dtype}")
print("lgamma(5) in float16:", torch.lgamma(torch.tensor(5.0, dtype=torch.float16)).item(), "(log 24 = 3.178)")
try:
    torch.lgamma(torch.tensor([1.0 + 1.0j]))
except RuntimeError as e:
    print("complex:", type(e).__name__, e)
