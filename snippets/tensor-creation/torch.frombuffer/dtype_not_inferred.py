# raises: TypeError
import numpy as np
import torch

n = np.array([1.0, 2.0], dtype=np.float64)          # 16 bytes of float64
print("read as float64:", torch.frombuffer(n, dtype=torch.float64))
print("read as float32:", torch.frombuffer(n, dtype=torch.float32))
print("read as int64:  ", torch.frombuffer(n, dtype=torch.int64))
torch.frombuffer(n)                                  # no dtype: not inferred
