import torch

torch.set_num_interop_threads(3)
print("after set_num_interop_threads(3):", torch.get_num_interop_threads())
try:
    torch.set_num_interop_threads(2)  # a second time
except RuntimeError as e:
    print("RuntimeError:", e)
