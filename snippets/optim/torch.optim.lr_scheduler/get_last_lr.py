import torch
from torch.optim.lr_scheduler import MultiStepLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=1.0)
sched = MultiStepLR(opt, milestones=[2, 4], gamma=0.1)
for epoch in range(5):
    print(f"epoch {epoch}: get_last_lr {sched.get_last_lr()} | param_groups lr {opt.param_groups[0]['lr']}")
    opt.step()
    sched.step()
