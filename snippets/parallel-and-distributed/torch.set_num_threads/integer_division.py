import torch

num_physical_cores, num_workers = 8, 4
torch.set_num_threads(max(1, num_physical_cores // num_workers))  # "//" keeps it an int
print("threads:", torch.get_num_threads())
try:
    torch.set_num_threads(0)
except RuntimeError as e:
    print("set_num_threads(0):", e)
