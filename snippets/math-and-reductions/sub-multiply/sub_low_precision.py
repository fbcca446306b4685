import torch

u = torch.tensor([0, 1, 200], dtype=torch.uint8)
print("uint8 - 1               :", u - 1)
h = torch.tensor([1.0], dtype=torch.float16)
print("float16 - 1e-4 (Python) :", h - 1e-4, (h - 1e-4).dtype)
print("float16 - float32 tensor:", h - torch.tensor([1e-4]), (h - torch.tensor([1e-4])).dtype)
big = torch.tensor([1e8], dtype=torch.float32)
print("float32 (1e8 + 1) - 1e8 :", (big + 1) - big)
print("float64 (1e8 + 1) - 1e8 :", (big.double() + 1) - big.double())
