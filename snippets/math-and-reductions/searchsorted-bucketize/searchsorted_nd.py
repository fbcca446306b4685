import torch

seq = torch.tensor([[1, 3, 5, 7, 9],
                    [2, 4, 6, 8, 10]])           # each row is sorted
vals = torch.tensor([[3, 6, 9],
                     [3, 6, 9]])                 # row k is searched in seq row k
print(torch.searchsorted(seq, vals))

try:
    torch.searchsorted(seq, torch.tensor([3, 6, 9]))
except RuntimeError as e:
    print("1-D values for 2-D seq: RuntimeError:", str(e).split(",")[0])
