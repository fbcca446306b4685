import os
import tempfile

import numpy as np
import torch

os.chdir(tempfile.mkdtemp())                     # work in a scratch folder
path = "data.bin"
np.arange(6, dtype=np.float32).tofile(path)       # 6 raw float32 values, 24 bytes

private = torch.from_file(path, shared=False, size=6)
print(private, private.dtype)
private[0] = 99.0
print("file after writing a shared=False tensor:", np.fromfile(path, dtype=np.float32))

default = torch.from_file(path, size=6)           # shared left at None
default[0] = 77.0
print("file after writing a shared=None tensor: ", np.fromfile(path, dtype=np.float32))

mapped = torch.from_file(path, shared=True, size=6)
mapped[1] = -5.0
print("file after writing a shared=True tensor: ", np.fromfile(path, dtype=np.float32))
