# raises: IndexError
import torch

print("non-empty dim of a (0, 3) tensor:", torch.aminmax(torch.empty(0, 3), dim=1).min.shape)
torch.aminmax(torch.empty(0, 3), dim=0)
