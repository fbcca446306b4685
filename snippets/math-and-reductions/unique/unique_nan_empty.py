import torch

nan = float("nan")
print("NaNs stay separate:", torch.unique(torch.tensor([2.0, nan, 1.0, nan]), return_counts=True))
print("0.0 and -0.0 merge:", torch.unique(torch.tensor([0.0, -0.0])))
print("empty input       :", torch.unique(torch.tensor([]), return_counts=True))
print("bool input        :", torch.unique(torch.tensor([True, False, True])))
