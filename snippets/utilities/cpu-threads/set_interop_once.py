# raises: RuntimeError
import torch

torch.set_num_interop_threads(2)
print("after set_num_interop_threads(2):", torch.get_num_interop_threads())
torch.set_num_interop_threads(4)  # a second call
