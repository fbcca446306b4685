import torch

# Decode all 256 bit patterns of each float8 dtype and count what they hold.
print("| dtype | bytes | is_signed | max | smallest positive | inf patterns | NaN patterns | has -0.0 |")
print("|---|---|---|---|---|---|---|---|")
for dt in [torch.float8_e4m3fn, torch.float8_e4m3fnuz, torch.float8_e5m2,
           torch.float8_e5m2fnuz, torch.float8_e8m0fnu]:
    v = torch.arange(256, dtype=torch.uint8).view(dt).float()
    finite = v[torch.isfinite(v)]
    neg_zero = ((v == 0) & torch.signbit(v)).any().item()
    print(f"| `{str(dt)[6:]}` | {dt.itemsize} | {dt.is_signed} | {finite.max().item():g} "
          f"| {finite[finite > 0].min().item():g} | {torch.isinf(v).sum().item()} "
          f"| {torch.isnan(v).sum().item()} | {neg_zero} |")
