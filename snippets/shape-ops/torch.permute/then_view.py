# raises: RuntimeError
import torch

x = torch.arange(24).reshape(2, 3, 4)
y = x.permute(0, 2, 1)
print("reshape works (copies):", tuple(y.reshape(2, 12).shape))
print("contiguous().view works:", tuple(y.contiguous().view(2, 12).shape))
y.view(2, 12)
