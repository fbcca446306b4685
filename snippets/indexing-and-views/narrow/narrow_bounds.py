# raises: RuntimeError
import torch

x = torch.arange(1, 10).reshape(3, 3)
print("length 0 at start 3:", tuple(torch.narrow(x, 0, 3, 0).shape))
try:
    torch.narrow(x, 0, 4, 0)
except IndexError as e:
    print("start 4: IndexError:", e)
torch.narrow(x, 0, 2, 2)                        # rows 2..3, but there is no row 3
