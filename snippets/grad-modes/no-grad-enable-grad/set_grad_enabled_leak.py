import torch

ctx = torch.set_grad_enabled(False)  # meant to be used later in a with statement ...
print("right after constructing it:", torch.is_grad_enabled())  # ... but grad mode is already off

with ctx:
    print("inside the with block:", torch.is_grad_enabled())
print("after the with block:", torch.is_grad_enabled())  # __exit__ restores the mode seen at construction

with torch.no_grad():
    torch.set_grad_enabled(True)  # a plain call inside a block lasts only until the block ends
    print("inside no_grad after set_grad_enabled(True):", torch.is_grad_enabled())
torch.set_grad_enabled(False)
with torch.enable_grad():
    pass
print("a block restores the mode it found (here: off):", torch.is_grad_enabled())
torch.set_grad_enabled(True)
