import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = torch.special.bessel_j0(x)
print("bessel_j0 output requires_grad:", y.requires_grad, "| grad_fn:", y.grad_fn)
loss = (x**2).sum() + y.sum()  # the Bessel term is silently a constant
loss.backward()
print("gradient (only from x**2):", x.grad, "| expected with -j1(x):", 2 * x.detach() - torch.special.bessel_j1(x.detach()))
