# raises: RuntimeError
import torch

index = torch.tensor([[0], [2]])                 # shape (2, 1)

src = torch.ones(2, 1, requires_grad=True)       # src.shape == index.shape: backward works
torch.zeros(2, 3).scatter(1, index, src).sum().backward()
print("grad with matching shapes:", src.grad.flatten().tolist())

big = torch.ones(2, 3, requires_grad=True)       # larger src: forward works, backward does not
out = torch.zeros(2, 3).scatter(1, index, big)
print("forward with a larger src:", out.tolist())
out.sum().backward()
