# raises: RuntimeError
import torch

x = torch.arange(4.0)
print("flip copies instead:", x.flip(0), "stride", x.flip(0).stride())
torch.as_strided(x, (4,), (-1,), 3)              # a negative stride is refused
