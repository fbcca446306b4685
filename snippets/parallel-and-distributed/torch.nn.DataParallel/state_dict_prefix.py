import torch
from torch import nn

dp = nn.DataParallel(nn.Linear(3, 2))
plain = nn.Linear(3, 2)
try:
    plain.load_state_dict(dp.state_dict())  # keys start with "module."
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])
    print(" ", str(e).splitlines()[1].strip())
plain.load_state_dict(dp.module.state_dict())  # save or load the inner module instead
print("loaded from dp.module.state_dict():", torch.equal(plain.weight, dp.module.weight))
