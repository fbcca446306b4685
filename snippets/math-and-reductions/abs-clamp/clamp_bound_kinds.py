# raises: TypeError
import torch

x = torch.tensor([1.0, 5.0, 9.0])
lo = torch.tensor([[6.0], [0.0]])          # shape (2, 1) broadcasts with x's (3,)
hi = torch.tensor(3.0)
print("tensor bounds, shape:", torch.clamp(x, min=lo, max=hi).shape)
print(torch.clamp(x, min=lo, max=hi))

torch.clamp(x, min=lo, max=3.0)             # a tensor min with a number max
