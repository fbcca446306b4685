import torch

x = torch.arange(24).reshape(2, 3, 4)
a = torch.moveaxis(x, 1, -1)
print("moveaxis(x, 1, -1):", tuple(a.shape))
print("equal to movedim:", torch.equal(a, torch.movedim(x, 1, -1)))
print("keywords:", tuple(torch.moveaxis(x, source=1, destination=-1).shape))
print("Tensor.moveaxis:", tuple(x.moveaxis(1, -1).shape), "| view:", x.moveaxis(1, -1).data_ptr() == x.data_ptr())
