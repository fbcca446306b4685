import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x.sin()                     # sin saves x for its backward (cos x)
x.data.zero_()                  # hidden from autograd: version stays 0
print("x._version after .data write:", x._version)
y.sum().backward()
print("x.grad (silently wrong, cos 0):", x.grad)
print("correct cos([1, 2, 3]):       ", torch.cos(torch.tensor([1.0, 2.0, 3.0])))
