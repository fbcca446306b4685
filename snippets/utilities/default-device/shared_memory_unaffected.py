import numpy as np

import torch

arr = np.ones(2)
cpu_t = torch.ones(2, device="cpu")
torch.set_default_device("meta")

print("from_numpy:", torch.from_numpy(arr).device)
print("frombuffer:", torch.frombuffer(bytearray(8), dtype=torch.float32).device)
print("as_tensor(numpy array):", torch.as_tensor(arr).device, "(no longer shares the array's memory)")
print("cpu_t + 1:", (cpu_t + 1).device)
print("torch.zeros_like(cpu_t):", torch.zeros_like(cpu_t).device, "| cpu_t.new_zeros(2):", cpu_t.new_zeros(2).device)
torch.set_default_device(None)
