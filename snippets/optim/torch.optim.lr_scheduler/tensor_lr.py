import torch
from torch.optim.lr_scheduler import StepLR

for label, lr in (("lr=0.1", 0.1), ("lr=torch.tensor(0.1)", torch.tensor(0.1))):
    opt = torch.optim.SGD([torch.nn.Parameter(torch.zeros(1))], lr=lr)
    sched = StepLR(opt, step_size=1, gamma=0.5)
    opt.step()
    sched.step()
    last = sched.get_last_lr()
    print(f"{label:20} get_last_lr(): {last}  type: {type(last[0]).__name__}")
