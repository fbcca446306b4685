# raises: IndexError
import torch

x = torch.arange(12).reshape(3, 4)
print("0-d index works:", tuple(torch.index_select(x, 0, torch.tensor(1)).shape))
torch.index_select(x, 0, torch.tensor([[0, 1]]))
