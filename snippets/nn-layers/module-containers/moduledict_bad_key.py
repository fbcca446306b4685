# raises: KeyError
from torch import nn

nn.ModuleDict({"encoder.fc": nn.Linear(2, 2)})  # keys become parameter-name parts; "." is not allowed
