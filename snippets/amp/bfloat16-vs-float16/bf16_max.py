import torch

f32_max = torch.finfo(torch.float32).max
bf16_max = torch.finfo(torch.bfloat16).max
print("float32 max: ", f32_max)
print("bfloat16 max:", bf16_max, "| smaller than float32's:", bf16_max < f32_max)
edge = torch.tensor(2.0**127 * (2 - 2.0**-8))  # halfway between bfloat16's max and 2**128
below = torch.nextafter(edge, torch.tensor(0.0))  # the largest float32 below the halfway point
x = torch.stack([below, edge, torch.tensor(f32_max), -edge])
for v, b in zip(x.tolist(), x.bfloat16().tolist()):
    print(f"float32 {v:.8e} -> bfloat16 {b:.6e}")
print("rounding can carry into the exponent: 255.9 ->", torch.tensor(255.9).bfloat16().item())
