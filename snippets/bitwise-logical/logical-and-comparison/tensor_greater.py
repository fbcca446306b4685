import torch

x = torch.tensor([-float("inf"), -1.0, float("inf"), float("nan")])
print("x.greater(-1e38):", x.greater(-1e38), "<- NaN compares False")
