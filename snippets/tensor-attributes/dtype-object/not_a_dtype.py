import numpy as np
import torch

print("dtype=float ->", torch.zeros(1, dtype=float).dtype)   # Python float means float64 here
print("dtype=int   ->", torch.zeros(1, dtype=int).dtype)
print("default     ->", torch.zeros(1).dtype)
for bad in ["float32", np.float32]:
    try:
        torch.zeros(1, dtype=bad)
    except TypeError as e:
        print(f"dtype={bad!r}: TypeError: {e}")
print("by name:", getattr(torch, "float32"))
try:
    torch.float16 < torch.float32
except TypeError as e:
    print("ordering:", e)
