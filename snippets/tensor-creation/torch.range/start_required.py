import warnings
import torch

warnings.simplefilter("ignore")
try:
    torch.range(5)
except TypeError as e:
    print("torch.range(5): TypeError -", e)
print("torch.arange(5):", torch.arange(5))
try:
    torch.range(3, 1)
except RuntimeError as e:
    print("torch.range(3, 1): RuntimeError -", e)
