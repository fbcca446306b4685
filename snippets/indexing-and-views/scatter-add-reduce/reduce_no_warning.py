import warnings
import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.zeros(2).scatter_reduce(0, torch.tensor([0, 1]), torch.ones(2), "sum")
print("warnings at runtime:", len(w))
print("torch version:", torch.__version__.split("+")[0])
