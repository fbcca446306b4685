import torch

v = torch.tensor([float("nan"), float("inf"), float("-inf"), 300.7, -1.5, 2.9])
print("float32:", v.tolist())
for dt in [torch.uint8, torch.int8, torch.int32, torch.int64]:
    print(f"to({str(dt)}):".ljust(19), v.to(dt).tolist())
print("nan_to_num(0).clamp(0, 255).to(uint8):", v.nan_to_num(0).clamp(0, 255).to(torch.uint8).tolist())
