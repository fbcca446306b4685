import torch

x = torch.tensor([0.0, -0.0, 1e-30, -3.0, float("nan")])
print("x.bool():", x.bool(), "<- only zero is False; NaN is True")
print("torch.tensor([0, 1, 2]).bool():", torch.tensor([0, 1, 2]).bool())
print("True/False back to numbers:", torch.tensor([True, False]).float())
