import torch

A = torch.tensor([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 2.0]])   # det = -2
sign, logabsdet = A.slogdet()
print("sign:", sign.item(), " logabsdet:", round(logabsdet.item(), 4), " log 2:", round(torch.tensor(2.0).log().item(), 4))
