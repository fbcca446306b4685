import torch

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = a.to(torch.float64)
print("b.dtype:", b.dtype, " b.requires_grad:", b.requires_grad, " grad_fn:", type(b.grad_fn).__name__)
(b * b).sum().backward()
print("a.grad (float32, flows back through the cast):", a.grad)
c = a.to(torch.int64)
print("to(int64) requires_grad:", c.requires_grad, " c:", c)
print("to(bool) requires_grad:", a.to(torch.bool).requires_grad,
      " to(complex64) requires_grad:", a.to(torch.complex64).requires_grad)
