# raises: IndexError
import torch

x = torch.arange(12).reshape(3, 4)
try:
    torch.index_select(x, 0, torch.tensor([-1]))   # negative: not counted from the end
except IndexError as e:
    print("index -1:", e)
torch.index_select(x, 0, torch.tensor([0, 3]))
