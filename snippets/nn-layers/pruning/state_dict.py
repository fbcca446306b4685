import torch
from torch import nn
from torch.nn.utils import prune

lin = nn.Linear(3, 2)
prune.l1_unstructured(lin, "weight", amount=0.5)
print("state_dict keys:", list(lin.state_dict().keys()))
try:
    nn.Linear(3, 2).load_state_dict(lin.state_dict())
except RuntimeError as e:
    print("loading into a plain Linear: RuntimeError:", str(e).splitlines()[0])
prune.remove(lin, "weight")
print("after remove:", list(lin.state_dict().keys()))
