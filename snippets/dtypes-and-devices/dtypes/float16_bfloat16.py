import torch

values = torch.tensor([0.1, 257.0, 2049.0, 70000.0, 1e-6, 1e-8, 3e38])
print("float32 :", values)
print("float16 :", values.to(torch.float16))
print("bfloat16:", values.to(torch.bfloat16))

# spacing between neighbouring representable numbers near 1.0
for dt in [torch.float16, torch.bfloat16, torch.float32]:
    one = torch.tensor(1.0, dtype=dt)
    print(f"{str(dt):<15} 1 + eps/2 == 1: {bool(one + torch.finfo(dt).eps / 2 == one)}   "
          f"1 + eps == 1: {bool(one + torch.finfo(dt).eps == one)}")
