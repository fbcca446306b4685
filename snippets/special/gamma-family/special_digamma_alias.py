import torch

x = torch.tensor([0.0, 0.25, 1.0, 4.0])
print("torch.special.digamma(x):", torch.special.digamma(x))
print("identical to torch.digamma:", torch.equal(torch.special.digamma(x), torch.digamma(x)))
print("gradient of lgamma is digamma:", end=" ")
t = torch.tensor([0.25, 1.0, 4.0], requires_grad=True)
torch.lgamma(t).sum().backward()
print(torch.allclose(t.grad, torch.special.digamma(t.detach())))
