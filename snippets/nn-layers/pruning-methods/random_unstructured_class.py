import torch
from torch.nn.utils import prune

t = torch.arange(1.0, 9.0)
print("prune(t):", prune.RandomUnstructured(amount=0.25).prune(t))
try:
    prune.RandomUnstructured(amount=1.5)
except ValueError as e:
    print("amount=1.5: ValueError:", e)
