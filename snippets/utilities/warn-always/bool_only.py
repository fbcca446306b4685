# raises: RuntimeError
import torch

try:
    torch.set_warn_always(b=True)
except TypeError as e:
    print("keyword b=:", e)
torch.set_warn_always(1)
