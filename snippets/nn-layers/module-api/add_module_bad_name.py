# raises: KeyError
from torch import nn

m = nn.Module()
m.add_module("block.conv", nn.Conv2d(1, 1, 3))  # "." separates names in state_dict keys
