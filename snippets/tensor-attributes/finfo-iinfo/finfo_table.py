import torch

# Every field of torch.finfo for every floating dtype, printed as a Markdown table.
dtypes = [torch.float16, torch.bfloat16, torch.float32, torch.float64,
          torch.float8_e4m3fn, torch.float8_e4m3fnuz, torch.float8_e5m2,
          torch.float8_e5m2fnuz, torch.float8_e8m0fnu]
print("| dtype | bits | eps | min | max | tiny | smallest_normal | resolution |")
print("|---|---|---|---|---|---|---|---|")
for dt in dtypes:
    f = torch.finfo(dt)
    print(f"| `{f.dtype}` | {f.bits} | {f.eps:.6g} | {f.min:.6g} | {f.max:.6g} "
          f"| {f.tiny:.6g} | {f.smallest_normal:.6g} | {f.resolution:g} |")
