import torch

x = torch.tensor([[0.0, 1.0], [2.0, 6.0]])
view = x[0]  # a view sharing x's memory
x.erfc_()
print("x after erfc_  :", x)
print("view sees it   :", view)
print("dtype kept     :", x.dtype)
