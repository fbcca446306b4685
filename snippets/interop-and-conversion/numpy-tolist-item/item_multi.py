# raises: RuntimeError
import torch

scores = torch.tensor([0.5, 0.7])
print("scores.sum().item():", scores.sum().item())
scores.item()
