# device: cuda
import torch

last = torch.cuda.device_count() - 1
print("current before:", torch.cuda.current_device())
with torch.cuda.device(last):
    print(f"inside device({last}):", torch.cuda.current_device())
    print("a new 'cuda' tensor goes to:", torch.ones(1, device="cuda").device)
print("current after:", torch.cuda.current_device())
with torch.cuda.device(-1):
    print("inside device(-1), unchanged:", torch.cuda.current_device())
print("device(None).idx on a CUDA build:", torch.cuda.device(None).idx)  # the current device
