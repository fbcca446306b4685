import torch

b1 = torch.ones(3, 2, 2)
b2 = torch.eye(2).expand(3, 2, 2)
print("zeros(2,2).addbmm(b1, b2):", torch.zeros(2, 2).addbmm(b1, b2).tolist())
