import torch

x = torch.tensor([-1, 300, 32767, 40000])
print("short():", x.short().tolist(), x.short().dtype)
print("floats truncate toward zero:", torch.tensor([2.9, -2.9]).short().tolist())
