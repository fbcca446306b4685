import torch

x = torch.tensor([1.9, -1.9])
print("x.type():", x.type(), " <- a string naming the legacy type")
print("type(x):", type(x).__name__, " <- the Python class of a plain tensor")
p = torch.nn.Parameter(torch.zeros(2))
print("type(p):", type(p).__name__, " p.type():", p.type(), " <- a subclass keeps its own class")
print("x.type(torch.int8):", x.type(torch.int8))
print("x.type('torch.DoubleTensor'):", x.type("torch.DoubleTensor"))
print("x.type(torch.DoubleTensor):", x.type(torch.DoubleTensor).dtype)
print("x.type(torch.float32) is x:", x.type(torch.float32) is x)
