import torch

x = torch.tensor([1.0, -2.5, 3.140625])
f32 = x.view(torch.int32)
bf16 = x.to(torch.bfloat16).view(torch.int16)
f16 = x.to(torch.float16).view(torch.int16)
for v, a, b, c in zip(x.tolist(), f32.tolist(), bf16.tolist(), f16.tolist()):
    print(f"{v:9}: float32 {a & 0xFFFFFFFF:032b}")
    print(f"{'':9}  bfloat16 {b & 0xFFFF:016b}   float16 {c & 0xFFFF:016b}")
top = (f32 >> 16).to(torch.int16)
print("bfloat16 bits == top 16 bits of float32:", torch.equal(top, bf16))
