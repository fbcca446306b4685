import torch

a = torch.tensor([1.0, 2.0, 3.0])

alias = a                      # just another name for the same tensor
buf = torch.empty(3)
buf.copy_(a)                   # separate memory, same values

a[0] = 100.0
print("a     :", a)
print("alias :", alias, "(changed: same object)")
print("buf   :", buf, "(unchanged: copied values)")
