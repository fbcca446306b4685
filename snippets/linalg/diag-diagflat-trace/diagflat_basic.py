import torch

m = torch.tensor([[1, 2],
                  [3, 4]])
print("diagflat of a 2x2 input: shape", tuple(torch.diagflat(m).shape))
print(torch.diagflat(m))
print("offset=-1: shape", tuple(torch.diagflat(torch.tensor([1, 2, 3]), offset=-1).shape))
print("0-d input:", torch.diagflat(torch.tensor(5)).tolist())
