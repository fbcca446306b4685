# raises: RuntimeError
import torch

src = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = torch.zeros(2).scatter_reduce(0, torch.tensor([0, 0]), src, "sum")   # index shorter than src
print("forward:", out.tolist())
out.sum().backward()
