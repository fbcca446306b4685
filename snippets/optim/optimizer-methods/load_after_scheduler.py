import torch
from torch import nn
from torch.optim import lr_scheduler

schedulers = {
    "LambdaLR": lambda opt: lr_scheduler.LambdaLR(opt, lambda epoch: 0.1 ** epoch),
    "LinearLR": lambda opt: lr_scheduler.LinearLR(opt, start_factor=0.5, total_iters=4),
    "StepLR": lambda opt: lr_scheduler.StepLR(opt, step_size=1, gamma=0.1),
}
for name, make_scheduler in schedulers.items():
    opt = torch.optim.SGD(nn.Linear(2, 1).parameters(), lr=0.1)
    sched = make_scheduler(opt)
    for _ in range(2):
        opt.step()
        sched.step()
    saved = opt.state_dict()

    wrong = torch.optim.SGD(nn.Linear(2, 1).parameters(), lr=0.1)
    wrong.load_state_dict(saved)
    make_scheduler(wrong)                       # created after loading: may reset lr
    right = torch.optim.SGD(nn.Linear(2, 1).parameters(), lr=0.1)
    make_scheduler(right)
    right.load_state_dict(saved)                # loaded after the scheduler exists
    print(f"{name:9} saved lr {saved['param_groups'][0]['lr']:.4g}"
          f" | load, then scheduler: {wrong.param_groups[0]['lr']:.4g}"
          f" | scheduler, then load: {right.param_groups[0]['lr']:.4g}")
