import torch

x = torch.tensor([-1.5, -0.0, 0.0, 2.0, float("-inf"), float("inf")])
h = torch.heaviside(x, torch.tensor(0.5))
print("x:        ", x)
print("heaviside:", h)
by_hand = torch.where(x < 0, 0.0, torch.where(x > 0, 1.0, 0.5))
print("equals the 0 / values / 1 rule:", torch.equal(h, by_hand))
