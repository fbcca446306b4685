import os
import tempfile

import numpy as np
import torch

os.chdir(tempfile.mkdtemp())                     # work in a scratch folder
path = "data.bin"
np.arange(6, dtype=np.float32).tofile(path)
print("file size before:", os.path.getsize(path))
t = torch.from_file(path, shared=True, size=10)  # asks for more than the file holds
print("tensor:", t)
print("file size after: ", os.path.getsize(path))

new = "new.bin"
z = torch.from_file(new, shared=True, size=4, dtype=torch.int32)
print("new file created:", os.path.exists(new), os.path.getsize(new), "bytes |", z)
try:
    torch.from_file("missing.bin", shared=False, size=4)
except RuntimeError as e:
    print("shared=False, missing file ->", e)
