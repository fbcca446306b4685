import torch

a = torch.tensor([[1, 2], [3, 4]])
b = torch.tensor([[5, 6]])
c = torch.concat((a, b), dim=0)
print(c)
print("equal to torch.cat:", torch.equal(c, torch.cat((a, b), dim=0)))
print("dim=-1 on (2,2)+(2,1):", tuple(torch.concat((a, a[:, :1]), dim=-1).shape))
