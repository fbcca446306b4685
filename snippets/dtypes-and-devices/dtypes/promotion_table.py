import torch

dtypes = [
    torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64,
    torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.complex64, torch.complex128,
]
name = lambda dt: str(dt).removeprefix("torch.")

print("| promote_types | " + " | ".join(name(dt) for dt in dtypes) + " |")
print("|---" * (len(dtypes) + 1) + "|")
for a in dtypes:
    row = [name(torch.promote_types(a, b)) for b in dtypes]
    print(f"| **{name(a)}** | " + " | ".join(row) + " |")
