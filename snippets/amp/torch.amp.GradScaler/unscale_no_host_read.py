import torch
from torch.utils._python_dispatch import TorchDispatchMode


class CountItem(TorchDispatchMode):
    """Counts _local_scalar_dense: the op behind .item(), where a GPU value is copied to the CPU."""

    def __init__(self):
        super().__init__()
        self.reads = 0

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        self.reads += func.__name__.startswith("_local_scalar_dense")
        return func(*args, **(kwargs or {}))


w = torch.nn.Parameter(torch.ones(3))
opt = torch.optim.SGD([w], lr=0.1)
scaler = torch.amp.GradScaler("cpu", init_scale=4.0)
scaler.scale(w.sum()).backward()
with CountItem() as mode:
    scaler.unscale_(opt)
print("unscale_: values read back to the host:", mode.reads)
with CountItem() as mode:
    scaler.step(opt)
print("step:     values read back to the host:", mode.reads)
scaler.update()
