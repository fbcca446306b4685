import torch

pairs = [
    ("float", "float32"), ("double", "float64"), ("half", "float16"),
    ("short", "int16"), ("int", "int32"), ("long", "int64"),
    ("chalf", "complex32"), ("cfloat", "complex64"), ("cdouble", "complex128"),
]
for alias, canonical in pairs:
    a, c = getattr(torch, alias), getattr(torch, canonical)
    print(f"torch.{alias:<7} is torch.{canonical:<10}: {a is c}   repr: {a!r}")
