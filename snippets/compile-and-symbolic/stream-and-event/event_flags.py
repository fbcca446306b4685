import torch

print("default:                        ", torch.Event())
print("enable_timing=True:             ", torch.Event(enable_timing=True))
print("blocking=True, interprocess=True:", torch.Event(blocking=True, interprocess=True))
