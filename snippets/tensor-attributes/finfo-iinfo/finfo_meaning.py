import torch

for dt in [torch.float16, torch.bfloat16, torch.float32]:
    f = torch.finfo(dt)
    one = torch.tensor(1.0, dtype=dt)
    big = torch.tensor(f.max, dtype=dt)
    tiny = torch.tensor(f.tiny, dtype=dt)
    print(dt)
    print("  1 + eps   > 1:", (one + f.eps > one).item())
    print("  1 + eps/2 > 1:", (one + f.eps / 2 > one).item())
    print("  max * 2      :", (big * 2).item())
    print("  tiny / 2     :", (tiny / 2).item(), "(a subnormal, still > 0)")
