# device: cuda
import torch

MiB = 2**20
torch.cuda.reset_peak_memory_stats()
a = torch.empty(8 * MiB // 4, device="cuda")  # 8 MiB
b = torch.empty(8 * MiB // 4, device="cuda")  # 8 MiB more
del a, b
c = torch.empty(4 * MiB // 4, device="cuda")  # 4 MiB
print("now:", torch.cuda.memory_allocated() / MiB, "MiB | peak:", torch.cuda.max_memory_allocated() / MiB, "MiB")
torch.cuda.reset_peak_memory_stats()  # start a new measurement window
print("peak after reset:", torch.cuda.max_memory_allocated() / MiB, "MiB")
print("max_memory_reserved:", torch.cuda.max_memory_reserved() >= torch.cuda.max_memory_allocated())
