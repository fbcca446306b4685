# raises: RuntimeError
import torch

try:
    torch.set_num_threads(0)
except RuntimeError as e:
    print("set_num_threads(0):", e)
torch.set_num_interop_threads(0)
