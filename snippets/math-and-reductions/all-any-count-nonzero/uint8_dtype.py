import torch

for t in (torch.tensor([1, 0], dtype=torch.uint8), torch.tensor([1, 0], dtype=torch.int8),
          torch.tensor([1.0, 0.0]), torch.tensor([True, False])):
    print(str(t.dtype).ljust(14), "all ->", str(torch.all(t)).ljust(30), "any ->", str(torch.any(t)))

import numpy as np

print("NumPy np.all on uint8 ->", repr(np.all(np.array([1, 0], dtype=np.uint8))))
