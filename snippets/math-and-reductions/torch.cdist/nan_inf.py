import torch

a = torch.tensor([[float("nan"), 0.0],
                  [float("inf"), 0.0],
                  [1.0, 1.0]])
b = torch.tensor([[3.0, 4.0],
                  [1.0, 1.0]])
print("p=2:\n", torch.cdist(a, b))
print("p=inf:\n", torch.cdist(a, b, p=float("inf")))
print("p=0:\n", torch.cdist(a, b, p=0))
