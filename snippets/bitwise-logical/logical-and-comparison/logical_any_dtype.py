import torch

ints = torch.tensor([1, 0, 3])
floats = torch.tensor([2.0, 0.5, 0.0])
# any dtype is accepted: zero is False, everything else is True; the result is bool
print("logical_and:", torch.logical_and(ints, floats))
print("logical_or :", torch.logical_or(ints, floats))
print("logical_xor:", torch.logical_xor(ints, floats))
print("logical_not:", torch.logical_not(ints))
print("result dtype:", torch.logical_and(ints, floats).dtype)
print("methods:", ints.logical_and(floats), ints.logical_not())
