# raises: ValueError
from torch import nn
from torch.nn.utils import parametrizations, remove_weight_norm

lin = parametrizations.weight_norm(nn.Linear(2, 2))     # the NEW API ...
remove_weight_norm(lin)                                 # ... cannot be removed with the old function
