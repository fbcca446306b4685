import torch

x = torch.ones(3)
y = x.numpy()
x = x + 1         # NOT in-place: x now names a new tensor, y still views the old memory
print("x =", x)
print("y =", y)
