# raises: AttributeError
import torch

# a misspelling found in study notes; there is no torch.none
torch.none(2, 3)
