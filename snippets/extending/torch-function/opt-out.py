import torch

class Plain(torch.Tensor):
    __torch_function__ = torch._C._disabled_torch_function_impl   # opt out of wrapping

p = torch.ones(2).as_subclass(Plain)
print("type(p):    ", type(p).__name__)
print("type(p + 1):", type(p + 1).__name__)

class Tagged(torch.Tensor):
    pass

t = torch.ones(2).as_subclass(Tagged)
back = t.as_subclass(torch.Tensor)        # or convert one tensor back explicitly
print("as_subclass(torch.Tensor):", type(back).__name__, "| shares memory:", back.data_ptr() == t.data_ptr())
