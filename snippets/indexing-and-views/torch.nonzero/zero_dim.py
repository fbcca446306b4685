import torch

s = torch.tensor(5)                      # a 0-d tensor
print("nonzero(s):", torch.nonzero(s), "shape:", tuple(torch.nonzero(s).shape))
print("as_tuple=True:", torch.nonzero(s, as_tuple=True))
print("empty input:", tuple(torch.nonzero(torch.zeros(2, 3)).shape))
