import torch

cpu_tensor = torch.ones(2)
with torch.cuda.device_of(cpu_tensor):  # a CPU tensor: index -1, nothing is switched
    print("inside device_of(cpu tensor): ok")
with torch.cuda.device(-1):  # a negative index is a no-op too
    print("inside device(-1): ok")
print("device_of(cpu tensor).idx:", torch.cuda.device_of(cpu_tensor).idx)
