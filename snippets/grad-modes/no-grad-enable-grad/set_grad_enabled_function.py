import torch

x = torch.tensor([1.0], requires_grad=True)

torch.set_grad_enabled(False)  # called as a function: takes effect at once, stays on
print("after set_grad_enabled(False):", torch.is_grad_enabled(), (x * 2).requires_grad)
print("still off on a later line:", torch.is_grad_enabled())

torch.set_grad_enabled(True)  # switch it back yourself
print("after set_grad_enabled(True):", torch.is_grad_enabled(), (x * 2).requires_grad)
