# raises: RuntimeError
import torch

scores = torch.arange(9.0).reshape(3, 3)
scores.triu_(diagonal=1)
print("strictly upper part kept:", scores.tolist())

w = torch.ones(3, 3, requires_grad=True)
print("out of place is fine:", w.triu().sum().item())
w.triu_()                                   # a leaf that requires grad cannot be changed in place
