# raises: ValueError
from torch import nn
from torch.nn.utils import prune

prune.remove(nn.Linear(2, 2), "weight")
