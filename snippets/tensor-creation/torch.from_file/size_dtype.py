# raises: RuntimeError
import os
import tempfile

import numpy as np
import torch

os.chdir(tempfile.mkdtemp())                     # work in a scratch folder
path = "data.bin"
np.arange(6, dtype=np.float32).tofile(path)

print("size left at 0:", torch.from_file(path))
print("first 3 elements only:", torch.from_file(path, size=3))
print("read as uint8 (raw bytes):", torch.from_file(path, size=8, dtype=torch.uint8))
print("read as float64 (wrong dtype):", torch.from_file(path, size=2, dtype=torch.float64))
torch.from_file(path, shared=False, size=10)      # needs 40 bytes, the file has 24
