import torch

n = torch.tensor([1.0, 2.0, 100.0, 1e6])
print("sinc at integers, float32:", torch.sinc(n))
print("sinc at integers, float64:", torch.sinc(n.double()))
x = torch.tensor([0.0, 0.5], requires_grad=True)
torch.sinc(x).sum().backward()
print("gradient at 0 and 0.5:", x.grad)
