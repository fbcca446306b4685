# raises: RuntimeError
import torch

src = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = torch.zeros(2).scatter_add(0, torch.tensor([0, 0, 1]), src)   # index.shape == src.shape
out.backward(torch.tensor([10.0, 100.0]))
print("grad (same shapes):", src.grad.tolist())

src.grad = None
out = torch.zeros(2).scatter_add(0, torch.tensor([0, 0]), src)      # forward works ...
print("forward with a shorter index:", out.tolist())
out.sum().backward()                                                # ... backward does not
