import torch

rows = torch.tensor([[1, 2],
                     [3, 4],
                     [1, 2]])
u, inv, cnt = torch.unique(rows, dim=0, return_inverse=True, return_counts=True)
print("unique rows:", u, sep="\n")
print("inverse:", inv, " counts:", cnt)
