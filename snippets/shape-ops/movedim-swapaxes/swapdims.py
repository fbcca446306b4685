import torch

x = torch.arange(6).reshape(2, 3)
print("swapdims(x, 0, 1):")
print(torch.swapdims(x, 0, 1))
print("keywords dim0/dim1:", tuple(torch.swapdims(x, dim0=0, dim1=1).shape))
print("Tensor.swapdims:", torch.equal(x.swapdims(0, 1), x.T))
