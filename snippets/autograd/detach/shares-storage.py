import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
d = x.detach()
print("d:", d)
print("requires_grad:", d.requires_grad, "| is_leaf:", d.is_leaf, "| grad_fn:", d.grad_fn)
print("same data_ptr:", d.data_ptr() == x.data_ptr())

with torch.no_grad():
    x[0] = 100.0              # write through x ...
print("d sees it:", d)        # ... shows through d: same memory

c = x.detach().clone()        # an independent copy
print("clone shares:", c.data_ptr() == x.data_ptr())
