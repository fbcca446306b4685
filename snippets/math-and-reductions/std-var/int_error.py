# raises: RuntimeError
import torch

scores = torch.tensor([1, 2, 3, 4])
print("float first:", scores.float().std())
scores.std()
