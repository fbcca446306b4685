import torch

base = torch.zeros(4)
s = torch.tensor([1.0, 2.0], requires_grad=True)
out = torch.put(base, torch.tensor([0, 0]), s, accumulate=True)     # out-of-place form
out.sum().backward()
print("torch.put (out of place):", out.detach(), "| base untouched:", base)
print("grad of source:", s.grad)
