import torch
from torch import nn

x = torch.tensor([[[[1.0, 9.0, 2.0, 3.0],
                    [4.0, 5.0, 8.0, 6.0],
                    [7.0, 0.0, 1.0, 1.0],
                    [2.0, 3.0, 4.0, 9.5]]]])
values, idx = nn.MaxPool2d(2, return_indices=True)(x)
print(values)
print(idx)  # flat index into each H*W plane
print("x.flatten()[idx]:", x.flatten()[idx.flatten()])
print("unpooled:")
print(nn.MaxUnpool2d(2)(values, idx))
