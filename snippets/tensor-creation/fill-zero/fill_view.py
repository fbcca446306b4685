import torch

base = torch.zeros(3, 4)
col = base[:, 1]                      # a strided view of one column
col.fill_(1.0)
print("base after base[:, 1].fill_(1):\n", base)
base[0].fill_(-2.0)
print("row 0 filled through base[0]:\n", base)
