# raises: ValueError
import torch
from torch.quasirandom import SobolEngine

print("largest dimension:", SobolEngine.MAXDIM)
try:
    SobolEngine(2).draw(3, dtype=torch.float16)
except NotImplementedError as e:
    print("float16 ->", e)
SobolEngine(SobolEngine.MAXDIM + 1)
