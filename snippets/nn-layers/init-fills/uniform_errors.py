# raises: RuntimeError
import torch
from torch.nn import init

try:
    init.uniform_(torch.zeros(3, dtype=torch.int64))
except NotImplementedError as e:
    print("int64: NotImplementedError:", e)
init.uniform_(torch.empty(3), a=1.0, b=0.0)    # bounds in the wrong order
