import torch
import torch.nn as nn

# momentum is the weight of the NEW statistic: running = (1 - m) * running + m * new
inorm = nn.InstanceNorm2d(1, track_running_stats=True, momentum=0.5)
for v in (10.0, 20.0):
    inorm(torch.full((2, 1, 2, 2), v) + torch.tensor([[-1.0, 1.0], [1.0, -1.0]]))
    print("instance means", v, "-> running_mean", inorm.running_mean.item())
print("by hand: 0.5 * (0.5 * 0 + 0.5 * 10) + 0.5 * 20 =", 0.5 * (0.5 * 0 + 0.5 * 10) + 0.5 * 20)
