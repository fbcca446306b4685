import warnings

import torch
from torch.optim.lr_scheduler import StepLR

opt = torch.optim.SGD([torch.nn.Parameter(torch.zeros(1))], lr=0.1)
sched = StepLR(opt, step_size=1, gamma=0.5)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    sched.step()  # before any optimizer.step()
print(w[0].category.__name__, str(w[0].message).split(" See more")[0])
print("lr is already", sched.get_last_lr(), "before the first epoch trained")
