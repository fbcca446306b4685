import warnings
import torch
from torch.nn.utils import clip_grad_norm

a = torch.nn.Parameter(torch.zeros(2)); a.grad = torch.tensor([3.0, 4.0])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    total = clip_grad_norm([a], max_norm=1.0)
print(w[0].category.__name__, w[0].message)
print("still clips:", total, a.grad)
