# raises: RuntimeError
from collections import OrderedDict

from torch import nn

old = nn.Sequential(nn.Linear(4, 2), nn.ReLU())
checkpoint = old.state_dict()
print("saved keys:", list(checkpoint))
new = nn.Sequential(OrderedDict([("fc", nn.Linear(4, 2)), ("act", nn.ReLU())]))
new.load_state_dict(checkpoint)
