import torch

for dt in [torch.bool, torch.uint8, torch.int8, torch.int64, torch.uint16,
           torch.float16, torch.float32, torch.complex64, torch.float8_e8m0fnu]:
    print(f"{str(dt):22} is_signed() = {torch.zeros(1, dtype=dt).is_signed()}")
