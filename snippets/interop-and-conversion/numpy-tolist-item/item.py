import torch

loss = torch.tensor(0.25)
print("item():", loss.item(), type(loss.item()).__name__)
print("shape (1, 1) works too:", torch.tensor([[2.5]]).item())
print("int tensor -> int:", torch.tensor([7]).item(), type(torch.tensor([7]).item()).__name__)
a = torch.arange(4.0).reshape(2, 2)
print("a[0][0].item():", a[0][0].item(), " a[0, 0].item():", a[0, 0].item())
