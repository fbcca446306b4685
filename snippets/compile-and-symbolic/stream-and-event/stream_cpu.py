import torch

print("accelerator available:", torch.accelerator.is_available())
s = torch.Stream()  # no accelerator: a CPU stream
print(s)
print("device:", s.device, "| query() (all work done?):", s.query())
s.synchronize()  # nothing to wait for on CPU
with s:  # ops in the block run as usual, synchronously
    y = torch.ones(2) + 1
print("computed inside `with s`:", y)
print("priority=-1 accepted:", torch.Stream(device="cpu", priority=-1))
print("two CPU streams compare equal:", torch.Stream() == torch.Stream())
