import warnings
import torch
from torch import nn
from torch.nn.utils import clip_grad_norm_

model = nn.Linear(3, 2)
# before backward(): every .grad is None, so nothing is clipped and the norm is 0
print("grads:", [p.grad for p in model.parameters()])
print("returned:", clip_grad_norm_(model.parameters(), max_norm=1.0))

# a generator that is already used up
params = model.parameters()
list(params)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print("returned:", clip_grad_norm_(params, max_norm=1.0))
print(w[0].category.__name__, w[0].message)
