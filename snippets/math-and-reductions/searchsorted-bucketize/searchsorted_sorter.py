import torch

unsorted = torch.tensor([5.0, 1.0, 9.0, 3.0, 7.0])
v = torch.tensor([2.0, 8.0])
order = torch.argsort(unsorted)
print("with sorter:          ", torch.searchsorted(unsorted, v, sorter=order).tolist())
print("same as on sorted seq:", torch.searchsorted(unsorted.sort().values, v).tolist())
print("without sorter (no error, wrong):", torch.searchsorted(unsorted, v).tolist())
