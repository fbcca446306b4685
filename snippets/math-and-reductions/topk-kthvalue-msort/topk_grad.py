import torch

x = torch.tensor([1.0, 3.0, 2.0, 0.5], requires_grad=True)
torch.topk(x, 2).values.sum().backward()
print("x.grad:", x.grad, "<- gradient only for the selected elements")
