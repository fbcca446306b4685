import warnings
import torch

warnings.simplefilter("ignore")
print("range(0, 1, 0.1): size", torch.range(0, 1, 0.1).numel(), "(end included)")
r = torch.range(0, 0.3, 0.1)
print("range(0, 0.3, 0.1):", r, "(end missing)")
print("(0.3 - 0) / 0.1 in float64 =", (0.3 - 0) / 0.1)
print("linspace(0, 0.3, 4):", torch.linspace(0, 0.3, 4), "(the end is always there)")
