import torch

x = torch.zeros(3, 1)
e = x.expand(3, 4)

e[0, 0] = 5             # one element written ...
print(e)                # ... and the whole row changed, because all 4 share one slot
print("x:", x.flatten())

e.fill_(7)              # fill_ and zero_ do not refuse either
print("after e.fill_(7), x:", x.flatten())

safe = e.clone()        # a real copy: now each element has its own memory
safe.add_(1)
print("clone stride:", safe.stride())
print(safe)
