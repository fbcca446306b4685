import torch

nan = float("nan")
a = torch.tensor([1.0, nan, nan, 3.0])
b = torch.tensor([2.0, 5.0, nan, nan])
print("a                :", a)
print("b                :", b)
print("torch.maximum(a,b):", torch.maximum(a, b))
print("torch.minimum(a,b):", torch.minimum(a, b))
print("torch.fmax(a, b)  :", torch.fmax(a, b))
print("torch.fmin(a, b)  :", torch.fmin(a, b))
