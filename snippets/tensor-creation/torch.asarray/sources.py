import numpy as np
import torch

for obj in ([1, 2, 3], [1.0, 2.0], [True, False], 7, np.float64(0.5), np.int16(3)):
    r = torch.asarray(obj)
    print(f"{obj!r:>20} -> dtype {r.dtype}, shape {tuple(r.shape)}")
print("dtype given:", torch.asarray([[1, 2], [3, 4]], dtype=torch.float16))
