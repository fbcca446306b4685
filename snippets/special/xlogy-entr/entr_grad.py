import torch

p = torch.tensor([0.0, 1e-30, 0.5, 1.0], requires_grad=True)
torch.special.entr(p).sum().backward()
print("d entr / dp = -(log p + 1):", p.grad)
