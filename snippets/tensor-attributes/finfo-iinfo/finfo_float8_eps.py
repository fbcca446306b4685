import torch

# eps should be the gap between 1 and the next representable value;
# measure that gap from all 256 bit patterns and compare.
for dt in [torch.float8_e4m3fn, torch.float8_e4m3fnuz, torch.float8_e5m2,
           torch.float8_e5m2fnuz, torch.float8_e8m0fnu]:
    values = torch.arange(256, dtype=torch.uint8).view(dt).float()
    next_after_one = values[values > 1].min().item()
    eps = torch.finfo(dt).eps
    back = torch.tensor([1 + eps]).to(dt).item()
    print(f"{str(dt):22} finfo.eps={eps:<6} measured gap={next_after_one - 1:<6} 1+eps as {dt}: {back}")
