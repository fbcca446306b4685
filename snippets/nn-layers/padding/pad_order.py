import torch
import torch.nn.functional as F

x = torch.ones(2, 3, 4)
# pairs run from the LAST dimension backwards
print(tuple(F.pad(x, (1, 2)).shape))              # W: 4 -> 7
print(tuple(F.pad(x, (1, 2, 3, 4)).shape))        # W: 7, dim 1: 3+3+4
print(tuple(F.pad(x, (0, 0, 0, 0, 1, 0)).shape))  # only dim 0
# output size: in + left + right, checked for every dim
pad = (1, 2, 0, 3, -1, 1)
y = F.pad(x, pad)
expected = [x.shape[d] + pad[2 * (x.dim() - 1 - d)] + pad[2 * (x.dim() - 1 - d) + 1] for d in range(x.dim())]
print("formula matches:", list(y.shape) == expected, list(y.shape))
