import torch

x = torch.tensor([[-1, 2], [3, -4]])
print("x.absolute():")
print(x.absolute())
print("x unchanged:", x.tolist())
