import torch

x = torch.tensor([float("nan"), float("inf"), float("-inf"), 1.5])
print("| dtype | nan -> | +inf -> | -inf -> | finfo.max |")
print("|---|---|---|---|---|")
for dt in (torch.float16, torch.bfloat16, torch.float32, torch.float64):
    r = torch.nan_to_num(x.to(dt)).tolist()
    print(f"| `{str(dt)[6:]}` | {r[0]} | {r[1]:.6g} | {r[2]:.6g} | {torch.finfo(dt).max:.6g} |")
