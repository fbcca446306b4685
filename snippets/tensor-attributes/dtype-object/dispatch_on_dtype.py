import torch

def describe(t):
    dt = t.dtype
    if dt.is_complex:
        kind = f"complex, parts are {dt.to_real()}"
    elif dt.is_floating_point:
        kind = "floating"
    elif dt == torch.bool:
        kind = "bool"
    else:
        kind = "signed integer" if dt.is_signed else "unsigned integer"
    return f"{str(dt):16} {kind}, {dt.itemsize} byte(s) per element"

for t in [torch.ones(1, dtype=torch.bfloat16), torch.ones(1, dtype=torch.cfloat),
          torch.ones(1, dtype=torch.uint8), torch.ones(1, dtype=torch.int16), torch.ones(1, dtype=torch.bool)]:
    print(describe(t))

real = torch.tensor([1.0, 2.0], dtype=torch.float64)
z = real.to(real.dtype.to_complex())
print("to_complex keeps the precision:", z.dtype, z)
