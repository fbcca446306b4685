import torch

x = torch.tensor([1.9, -1.9])
print("x.type():", x.type(), " <- a string naming the legacy type")
print("type(x):", type(x).__name__, " <- the Python class is always torch.Tensor")
print("x.type(torch.int8):", x.type(torch.int8))
print("x.type('torch.DoubleTensor'):", x.type("torch.DoubleTensor"))
print("x.type(torch.DoubleTensor):", x.type(torch.DoubleTensor).dtype)
print("x.type(torch.float32) is x:", x.type(torch.float32) is x)
