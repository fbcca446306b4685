import torch
import torch.nn.functional as F

x = torch.tensor([-1.5, 0.0, 2.5])
print("F.relu(x):         ", F.relu(x))
print("torch.relu(x):     ", torch.relu(x))
print("x.relu():          ", x.relu())
print("x.clamp(min=0):    ", x.clamp(min=0))

y = x.clone()
out = F.relu(y, inplace=True)  # same as torch.relu_(y)
print("F.relu(y, inplace=True):", out, "| y:", y, "| out is y:", out is y)
