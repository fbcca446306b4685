# raises: RuntimeError
import torch
from torch.nn.utils import clip_grad_norm_

a = torch.nn.Parameter(torch.zeros(2)); a.grad = torch.tensor([1.0, float("inf")])
before = a.grad.clone()
try:
    clip_grad_norm_([a], max_norm=1.0, error_if_nonfinite=True)
except RuntimeError:
    print("grad untouched after the error:", torch.equal(a.grad, before))
clip_grad_norm_([a], max_norm=1.0, error_if_nonfinite=True)
