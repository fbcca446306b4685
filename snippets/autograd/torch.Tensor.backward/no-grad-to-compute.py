# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0])            # requires_grad=False
loss = (x * 3).sum()
print("loss.requires_grad:", loss.requires_grad, "| grad_fn:", loss.grad_fn)
loss.backward()
