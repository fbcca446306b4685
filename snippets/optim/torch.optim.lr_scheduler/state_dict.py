import torch
from torch.optim.lr_scheduler import StepLR

opt = torch.optim.SGD([torch.nn.Parameter(torch.zeros(1))], lr=0.1)
sched = StepLR(opt, step_size=3, gamma=0.1)
for _ in range(4):
    opt.step()
    sched.step()
sd = sched.state_dict()
print({k: sd[k] for k in ("last_epoch", "step_size", "gamma", "base_lrs", "_last_lr")})

opt2 = torch.optim.SGD([torch.nn.Parameter(torch.zeros(1))], lr=0.1)
sched2 = StepLR(opt2, step_size=3, gamma=0.1)
opt2.load_state_dict(opt.state_dict())
sched2.load_state_dict(sd)
print("resumed lr:", sched2.get_last_lr(), "| optimizer lr:", opt2.param_groups[0]["lr"])
