# raises: RuntimeError
import torch

a = torch.ones(2).to(torch.float8_e4m3fn)
for dt in [torch.bool, torch.uint8, torch.int64, torch.bfloat16, torch.float64, torch.float8_e5m2]:
    try:
        a * torch.ones(2, dtype=dt)
    except RuntimeError as e:
        print(f"{str(dt):20} RuntimeError")
print("upcast first:", (a.float() * torch.tensor([2.0, 3.0])).tolist())
a * torch.tensor([2.0, 3.0])   # float8 * float32 is not promoted either
