# raises: NotImplementedError
import torch

z = torch.tensor([5 + 1j, -5 + 0j])
torch.remainder(z, 3)
