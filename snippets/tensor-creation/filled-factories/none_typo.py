# raises: AttributeError
import torch

# a common misspelling of torch.ones: there is no torch.none
torch.none(2, 3)
