import torch

class Tagged(torch.Tensor):
    pass

t = torch.arange(4.0).as_subclass(Tagged)
print("repr:", repr(t))
print("t + 1 ->", type(t + 1).__name__, "| t.sum() ->", type(t.sum()).__name__,
      "| torch.add(t, 1) ->", type(torch.add(t, 1)).__name__, "| t.view(2, 2) ->", type(t.view(2, 2)).__name__)
print("isinstance(t, torch.Tensor):", isinstance(t, torch.Tensor))
plain = t.as_subclass(torch.Tensor)
print("back to plain:", type(plain).__name__, "| same memory:", plain.data_ptr() == t.data_ptr())
e = torch.empty(0, 3).as_subclass(Tagged)
print("empty, 2-D:", type(e).__name__, tuple(e.shape), e.dtype)
