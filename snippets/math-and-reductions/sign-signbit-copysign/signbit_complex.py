# raises: NotImplementedError
import torch

torch.signbit(torch.tensor([1 - 1j]))
