import torch
from torch.nn.utils import clip_grad_value_, clip_grad_norm_

g = torch.tensor([10.0, 1.0])
p = torch.nn.Parameter(torch.zeros(2)); p.grad = g.clone()
clip_grad_value_(p, clip_value=1.0)             # a single tensor is accepted too
q = torch.nn.Parameter(torch.zeros(2)); q.grad = g.clone()
clip_grad_norm_(q, max_norm=1.0)

cos = torch.nn.functional.cosine_similarity
print("by value:", p.grad, "cosine with original:", cos(p.grad, g, dim=0))
print("by norm: ", q.grad, "cosine with original:", cos(q.grad, g, dim=0))

r = torch.nn.Parameter(torch.zeros(3)); r.grad = torch.tensor([float("nan"), float("inf"), -float("inf")])
clip_grad_value_(r, clip_value=1.0)
print("nan/inf by value:", r.grad)
