import torch

u = torch.tensor([0, 3, 200], dtype=torch.uint8)
print("u.ge(1)            :", u.ge(1))
print("u.ge(-1)           :", u.ge(-1), "<- -1 becomes 255 in uint8")
print("u.to(int64).ge(-1) :", u.to(torch.int64).ge(-1))
