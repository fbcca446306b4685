# artifacts: schedule.svg
import matplotlib.pyplot as plt
import torch
from torch.optim.lr_scheduler import CosineAnnealingLR, StepLR


def lrs(make_scheduler, epochs=20):
    opt = torch.optim.SGD([torch.nn.Parameter(torch.zeros(1))], lr=0.1)
    sched = make_scheduler(opt)
    out = []
    for _ in range(epochs):
        out.append(sched.get_last_lr()[0])  # lr used in this epoch
        opt.step()                           # (the epoch's training)
        sched.step()                         # once per epoch, after optimizer.step()
    return out


step = lrs(lambda o: StepLR(o, step_size=5, gamma=0.5))
cos = lrs(lambda o: CosineAnnealingLR(o, T_max=20, eta_min=0.001))
print("epoch   StepLR   Cosine")
for e in (0, 4, 5, 10, 15, 19):
    print(f"{e:>5} {step[e]:>8.4f} {cos[e]:>8.4f}")

fig, ax = plt.subplots(figsize=(6, 3.5))
ax.step(range(20), step, where="post", label="StepLR(step_size=5, gamma=0.5)")
ax.plot(range(20), cos, marker=".", label="CosineAnnealingLR(T_max=20, eta_min=0.001)")
ax.set_xlabel("epoch")
ax.set_ylabel("learning rate")
ax.grid(alpha=0.3)
ax.legend(loc="upper right")
fig.tight_layout()
fig.savefig("schedule.svg")
