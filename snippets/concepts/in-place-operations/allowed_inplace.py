import torch

x = torch.tensor([1.0, 2.0, 4.0], requires_grad=True)

y = x * 3  # the gradient is the constant 3: no tensor of the graph is saved
print("x * 3 saves x:", y.grad_fn._saved_self is not None,
      "| x * x saves x:", (x * x).grad_fn._saved_self is not None)
y.add_(1)  # nothing saved y, so changing it is fine
y.sum().backward()
print("d(3x+1)/dx:", x.grad)

x.grad = None
z = x * 1
z.log_()  # in-place log: autograd keeps what it needs
z.sum().backward()
print("d log(x)/dx:", x.grad, "| 1/x:", 1 / x.detach())
