import torch

m = torch.tensor([[1, 2, 4],
                  [7, 11, 16]])
print("dim=-1 (default):", torch.diff(m).tolist())
print("dim=0:           ", torch.diff(m, dim=0).tolist())

x = torch.tensor([3, 5, 10])
print("prepend [0]:     ", torch.diff(x, prepend=torch.tensor([0])).tolist())
print("append [10, 20]: ", torch.diff(x, append=torch.tensor([10, 20])).tolist())
# output length along dim = size + len(prepend) + len(append) - n
print("2-D prepend (2, 1):", torch.diff(m, dim=1, prepend=torch.zeros(2, 1, dtype=torch.long)).tolist())
