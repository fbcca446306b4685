# raises: RuntimeError
import torch

w = torch.ones(3, requires_grad=True)
with torch.no_grad():
    w.sub_(0.1)  # how optimizers update weights
print("update under no_grad:", w, "| still a leaf:", w.is_leaf)
w.sub_(0.1)  # with grad mode on
