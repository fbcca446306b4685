import torch

scores = torch.tensor([0.4, 1.7, float("nan")])
bound = torch.tensor(1.0)
print("torch.minimum(scores, 1.):", torch.minimum(scores, bound))
print("torch.fmin(scores, 1.)   :", torch.fmin(scores, bound))
