import torch

ids = torch.tensor([[3, 7, 1], [7, 2, 9]])
stop = torch.tensor([[7], [9]])          # any shape: treated as a set of values
print("torch.isin(ids, stop)             :", torch.isin(ids, stop))
print("invert=True                       :", torch.isin(ids, stop, invert=True))
print("result shape = elements shape     :", torch.isin(ids, stop).shape)
print("scalar test_elements isin(ids, 7) :", torch.isin(ids, 7))
print("scalar elements isin(2, ids)      :", torch.isin(2, ids))
