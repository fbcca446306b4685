# timeout: 60
import subprocess
import sys

import numpy as np
import torch

rev = np.arange(4.0)[::-1]
print("NumPy strides (bytes):", rev.strides)
print("a copy first is fine:", torch.from_dlpack(np.ascontiguousarray(rev)))

# run the direct call in a child process: it aborts the whole interpreter
code = "import numpy as np, torch; torch.from_dlpack(np.arange(4.0)[::-1])"
child = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
print("child exit status:", child.returncode)
print("child stderr:", [line for line in child.stderr.splitlines() if "what()" in line])
