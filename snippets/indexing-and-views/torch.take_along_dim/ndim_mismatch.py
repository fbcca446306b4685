# raises: RuntimeError
import torch

x = torch.arange(24.0).reshape(2, 3, 4)
i = x.argmax(dim=1, keepdim=True)                 # (2, 1, 4)
print("keepdim=True works:", tuple(torch.take_along_dim(x, i, dim=1).shape))
torch.take_along_dim(x, x.argmax(dim=1), dim=1)   # (2, 4): one dimension short
