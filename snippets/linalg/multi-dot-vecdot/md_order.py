import torch
from torch.utils._python_dispatch import TorchDispatchMode


class LogMM(TorchDispatchMode):
    def __init__(self):
        super().__init__()
        self.calls = []

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        if func is torch.ops.aten.mm.default:
            self.calls.append((tuple(args[0].shape), tuple(args[1].shape)))
        return func(*args, **(kwargs or {}))


A, B, C = torch.randn(10, 100), torch.randn(100, 5), torch.randn(5, 50)
print("cost (AB)C = 10*100*5 + 10*5*50 =", 10 * 100 * 5 + 10 * 5 * 50)
print("cost A(BC) = 100*5*50 + 10*100*50 =", 100 * 5 * 50 + 10 * 100 * 50)
with LogMM() as log:
    r = torch.linalg.multi_dot([A, B, C])
print("mm calls made by multi_dot:", log.calls)
print("same result as A @ (B @ C):", torch.allclose(r, A @ (B @ C), atol=1e-4))
