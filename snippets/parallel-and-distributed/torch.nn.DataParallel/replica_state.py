import torch
from torch import nn


class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.calls = 0  # a plain Python attribute
        self.register_buffer("rows", torch.zeros((), dtype=torch.long))  # a buffer

    def forward(self, x):
        self.calls += 1  # rebinds the attribute on whichever object runs forward
        self.rows += len(x)  # in-place update of the buffer tensor
        return x * 2


model = Counter()
model.register_forward_pre_hook(lambda mod, args: print("pre-hook runs, input shape", tuple(args[0].shape)))

# What DataParallel does per forward on 2 GPUs, done by hand on the CPU:
# one shallow replica per device, each run on its part of the batch.
replicas = [model._replicate_for_data_parallel() for _ in range(2)]
replicas[1].rows = model.rows.clone()  # on the second device the buffer is a copy
for replica, part in zip(replicas, torch.randn(5, 3).chunk(2)):
    replica(part)

print("calls on the replicas:", [r.calls for r in replicas])
print("model.calls:", model.calls)
print("model.rows:", model.rows.item(), "(only the first replica's in-place update)")
