import torch

x = torch.tensor([0, 1, 1])
for dt in (torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int32):
    out = torch.bincount(x, weights=torch.ones(3, dtype=dt))
    print(f"weights {str(dt):15s} -> result {out.dtype}")
