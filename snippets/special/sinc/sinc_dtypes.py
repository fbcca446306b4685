import torch

for dtype in [torch.int64, torch.bool, torch.float16, torch.bfloat16, torch.float64, torch.complex64]:
    x = torch.tensor([0, 2], dtype=dtype)
    print(f"{str(dtype):15} -> {torch.sinc(x).dtype}")
z = torch.tensor([0.5 + 0.5j])
print("complex sinc(0.5+0.5j):", torch.sinc(z))
