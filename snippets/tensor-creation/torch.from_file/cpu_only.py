# raises: RuntimeError
import os
import tempfile

import numpy as np
import torch

os.chdir(tempfile.mkdtemp())                     # work in a scratch folder
path = "data.bin"
np.arange(4, dtype=np.float32).tofile(path)
try:
    torch.from_file(path, shared=False, size=4, device="meta")
except NotImplementedError as e:
    print("device='meta' ->", str(e).splitlines()[0][:60])
t = torch.from_file(path, shared=False, size=4)
print("device:", t.device, "| copy to another device afterwards with .to(...)")
torch.from_file(path, shared=False, size=4, pin_memory=True)
