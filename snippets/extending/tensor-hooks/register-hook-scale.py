import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2

def times_ten(grad):
    print("hook receives dL/dy:", grad)
    return grad * 10                 # the returned tensor replaces the gradient

handle = y.register_hook(times_ten)
y.sum().backward()
print("x.grad with hook:   ", x.grad)

handle.remove()                      # hooks stay until removed
x.grad = None
(x * 2).sum().backward()
print("x.grad without hook:", x.grad)
