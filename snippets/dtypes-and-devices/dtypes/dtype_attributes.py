import torch

for dt in [torch.bool, torch.uint8, torch.int8, torch.int64, torch.float16, torch.bfloat16, torch.float32,
           torch.float8_e8m0fnu, torch.complex64]:
    print(f"{str(dt):<15} itemsize={dt.itemsize}  is_floating_point={dt.is_floating_point!s:<5}  "
          f"is_complex={dt.is_complex!s:<5}  is_signed={dt.is_signed}")

print("float32.to_complex():", torch.float32.to_complex())
print("complex128.to_real():", torch.complex128.to_real())
# float8_e8m0fnu stores only an exponent: no sign bit (and no zero)
print("[-1.0, 0.0, 4.0] -> float8_e8m0fnu -> float:", torch.tensor([-1.0, 0.0, 4.0]).to(torch.float8_e8m0fnu).float())

x = torch.zeros(3, dtype=torch.float16)
print("x.dtype:", x.dtype, " x.element_size():", x.element_size(), " x.is_floating_point():", x.is_floating_point())

# Memory of 1000 x 1000 x 1000 elements, computed on the meta device (nothing is allocated)
for dt in [torch.float64, torch.float32, torch.float16, torch.uint8]:
    t = torch.empty(1000, 1000, 1000, dtype=dt, device="meta")
    nbytes = t.numel() * t.element_size()
    print(f"1000^3 {str(dt):<14}: {nbytes:>13,} bytes = {nbytes / 2**30:.2f} GiB")
