# raises: TypeError
import torch

x = torch.zeros(2, 3)
print("swapaxes(axis0=, axis1=):", tuple(torch.swapaxes(x, axis0=0, axis1=1).shape))
print("swapdims(dim0=, dim1=):  ", tuple(torch.swapdims(x, dim0=0, dim1=1).shape))
torch.swapaxes(x, dim0=0, dim1=1)               # swapaxes takes axis0/axis1
