import torch
import torch.nn as nn

# unlike BatchNorm, momentum=None does NOT give a cumulative average here
for cls, extra in ((nn.BatchNorm3d, {}), (nn.InstanceNorm3d, {"track_running_stats": True})):
    m = cls(1, momentum=None, **extra)
    for k in range(3):
        m(torch.randn(2, 1, 2, 2, 2) + 10 * k)
    print(f"{cls.__name__}(momentum=None): running_mean = {m.running_mean.item():.4f}, "
          f"num_batches_tracked = {m.num_batches_tracked.item()}")
