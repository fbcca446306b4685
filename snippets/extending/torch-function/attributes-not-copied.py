import torch

class Labeled(torch.Tensor):
    pass

t = torch.ones(2).as_subclass(Labeled)
t.label = "weights"
r = t * 2
print("type(r):", type(r).__name__)
print("t.label:", t.label)
print("r has label:", hasattr(r, "label"))
s = t.mul_(1)                                  # in place: the same object comes back
print("t.mul_(1) is t:", s is t, "| label:", s.label)
