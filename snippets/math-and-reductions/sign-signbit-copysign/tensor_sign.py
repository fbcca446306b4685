import torch

x = torch.tensor([[-3, 0], [4, -1]])
print("x.sign():")
print(x.sign())
print("dtype kept:", x.sign().dtype, "| x unchanged:", x.tolist())
