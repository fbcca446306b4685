import copy
import torch

w = torch.nn.Parameter(torch.ones(2))
c = w.clone()
print("Parameter.clone():", type(c).__name__, "| requires_grad", c.requires_grad,
      "| grad_fn", type(c.grad_fn).__name__)
print("copy.deepcopy(Parameter):", type(copy.deepcopy(w)).__name__)

z = torch.tensor([1 + 2j]).conj()                   # lazy conjugate
print("conj view: is_conj", z.is_conj(), "-> clone: is_conj", z.clone().is_conj(), "values", z.clone())
