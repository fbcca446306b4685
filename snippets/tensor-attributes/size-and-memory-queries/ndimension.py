import torch

x = torch.zeros(4, 5)
print("ndimension():", x.ndimension(), " dim():", x.dim(), " ndim:", x.ndim)
print("0-d tensor:", torch.tensor(1).ndimension())
