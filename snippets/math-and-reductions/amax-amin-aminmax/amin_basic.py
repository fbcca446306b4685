import torch

x = torch.tensor([[4.0, -1.0, 7.0],
                  [-1.0, 2.0, 0.0]])
print("amin(x)           :", torch.amin(x))
print("amin(x, dim=0)    :", torch.amin(x, dim=0))
print("amin(x, dim=(0,1)):", torch.amin(x, dim=(0, 1)))
print("bool input        :", torch.amin(torch.tensor([True, False])))
a = x.clone().requires_grad_()
torch.amin(a).backward()
print("grad of amin() with the tied -1s:", a.grad)
