import torch

pairs = [
    (torch.int32, torch.float32),
    (torch.uint8, torch.int8),
    (torch.float16, torch.bfloat16),
    (torch.int64, torch.float16),
    (torch.bool, torch.uint8),
    (torch.complex64, torch.float64),
    (torch.int8, torch.int8),
]
for a, b in pairs:
    ab, ba = torch.promote_types(a, b), torch.promote_types(b, a)
    print(f"promote_types({a}, {b}) = {ab}   (reversed: {ba})")
