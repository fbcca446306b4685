import torch

x = torch.tensor([1.0, 2.0, 4.0], requires_grad=True)

y = x * 3  # mul's backward needs x and the constant, not y
y.add_(1)  # so changing y is fine
y.sum().backward()
print("d(3x+1)/dx:", x.grad)

x.grad = None
z = x * 1
z.log_()  # in-place log: autograd keeps what it needs
z.sum().backward()
print("d log(x)/dx:", x.grad, "| 1/x:", 1 / x.detach())
