import torch

packed = torch.tensor([0x21, 0xF7], dtype=torch.uint8)
f4 = packed.view(torch.float4_e2m1fn_x2)          # reinterpret the bytes, no conversion
print("shape:", tuple(f4.shape), " element_size:", f4.element_size(), " nbytes:", f4.nbytes)
print("repr shows the raw bytes:", f4)
print("back to uint8:", f4.view(torch.uint8).tolist())
# decode the two 4-bit codes of each byte by hand (e2m1: 1 sign, 2 exponent, 1 mantissa bit)
table = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]
for b in packed.tolist():
    lo, hi = b & 0xF, b >> 4
    dec = [(-1 if c & 8 else 1) * table[c & 7] for c in (lo, hi)]
    print(f"byte {b:#04x}: low nibble -> {dec[0]}, high nibble -> {dec[1]}")
for name, fn in {"torch.ones(2).to(float4)": lambda: torch.ones(2).to(torch.float4_e2m1fn_x2),
                 "f4.float()": lambda: f4.float()}.items():
    try:
        fn()
    except NotImplementedError as e:
        print(f"{name}: NotImplementedError: {e}")
