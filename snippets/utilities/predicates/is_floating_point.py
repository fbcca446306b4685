import torch

for dtype in (torch.float64, torch.float32, torch.float16, torch.bfloat16, torch.float8_e4m3fn,
              torch.complex64, torch.int32, torch.bool):
    t = torch.zeros(1, dtype=dtype)
    print(f"{str(dtype):<20} {torch.is_floating_point(t)}")
