import torch

class WithInit(torch.Tensor):
    def __init__(self, *args, **kwargs):
        self.unit = "m"

w = torch.ones(2).as_subclass(WithInit)
print("__init__ ran:", hasattr(w, "unit"))
w.unit = "m"                     # set attributes yourself after as_subclass
print("attribute set afterwards:", w.unit)
try:
    torch.ones(2).as_subclass(list)
except TypeError as e:
    print("as_subclass(list): TypeError -", e)
p = torch.nn.Parameter(torch.ones(2))
q = p.as_subclass(torch.Tensor)
print("Parameter -> Tensor: is_leaf", q.is_leaf, "| grad_fn", type(q.grad_fn).__name__)
leaf = p.detach().as_subclass(torch.Tensor).requires_grad_()
print("detach() first: is_leaf", leaf.is_leaf, "| grad_fn", leaf.grad_fn)
