import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2
y.register_hook(lambda g: print("first hook got: ", g) or g * 10)   # returns a new gradient
y.register_hook(lambda g: print("second hook got:", g))             # returns None
y.sum().backward()
print("x.grad:", x.grad)
