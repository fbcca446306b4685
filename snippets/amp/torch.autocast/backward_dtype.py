import torch
from torch import nn
from torch.utils._python_dispatch import TorchDispatchMode


class LogMatmuls(TorchDispatchMode):
    """Prints every matrix product and cast that reaches the kernels, with dtypes."""

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        name = func.__name__.split(".")[0]
        if name in ("mm", "addmm", "_to_copy"):
            ins = [str(a.dtype)[6:] for a in args if isinstance(a, torch.Tensor)]
            print(f"  {name}({', '.join(ins)}) -> {str(out.dtype)[6:]}")
        return out


lin = nn.Linear(4, 3)
x = torch.randn(2, 4)
print("forward, inside autocast:")
with torch.autocast("cpu", dtype=torch.bfloat16), LogMatmuls():
    loss = lin(x).float().pow(2).mean()
print("backward, outside autocast:")
with LogMatmuls():
    loss.backward()
print("weight.grad:", lin.weight.grad.dtype)
