# device: cuda
import torch

last = torch.cuda.device_count() - 1
t = torch.ones(1, device=f"cuda:{last}")
with torch.cuda.device_of(t):  # make t's device current
    print("inside device_of(t):", torch.cuda.current_device())
    print("new 'cuda' tensor on the same device as t:", torch.zeros(1, device="cuda").device == t.device)
with torch.cuda.device_of(torch.ones(1)):  # CPU tensor: nothing changes
    print("inside device_of(cpu tensor):", torch.cuda.current_device())
