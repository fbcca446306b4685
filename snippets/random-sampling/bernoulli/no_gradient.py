import torch

probs = torch.tensor([0.3, 0.7], requires_grad=True)
sample = torch.bernoulli(probs)
print("sample:", sample)
sample.sum().backward()
print("grad of probs:", probs.grad)
