# raises: RuntimeError
import torch

torch.positive(torch.tensor([True, False]))
