# raises: TypeError
import torch

x = torch.tensor([[1, 0, 2], [0, 0, 5]])
print("keep the dim by hand:", torch.count_nonzero(x, dim=1).unsqueeze(1).shape)
torch.count_nonzero(x, dim=1, keepdim=True)
