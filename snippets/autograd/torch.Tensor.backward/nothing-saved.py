import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = (x + 1).sum()      # add and sum save no tensors for backward
y.backward()
y.backward()           # no error here, but do not rely on it
print("x.grad after two passes:", x.grad)
