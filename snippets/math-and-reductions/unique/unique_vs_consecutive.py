import torch

x = torch.tensor([1, 1, 2, 2, 3, 1, 1, 2])
print("unique            :", torch.unique(x))
print("unique_consecutive:", torch.unique_consecutive(x))
s = torch.sort(x).values
print("on sorted input they agree:", torch.equal(torch.unique(x), torch.unique_consecutive(s)))
