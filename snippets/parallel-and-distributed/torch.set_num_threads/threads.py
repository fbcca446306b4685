import torch

print("intra-op threads now:", torch.get_num_threads())  # the snippet runner pins 1
torch.set_num_threads(2)
print("after set_num_threads(2):", torch.get_num_threads())
