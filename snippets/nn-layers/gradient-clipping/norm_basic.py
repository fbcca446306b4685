import torch
from torch.nn.utils import clip_grad_norm_

w = torch.nn.Parameter(torch.zeros(2))
b = torch.nn.Parameter(torch.zeros(1))
w.grad = torch.tensor([3.0, 0.0])
b.grad = torch.tensor([4.0])

total = clip_grad_norm_([w, b], max_norm=1.0)
print("returned (norm before clipping):", total)
print("w.grad:", w.grad, "b.grad:", b.grad)
new = torch.cat([w.grad, b.grad]).norm()
print("norm after:", new)

# by hand: g * min(max_norm / (total + 1e-6), 1)
ref = torch.tensor([3.0, 0.0, 4.0]) * min(1.0 / (5.0 + 1e-6), 1.0)
print("max abs diff vs by-hand:", (torch.cat([w.grad, b.grad]) - ref).abs().max().item())

# below the threshold: gradients are left as they are
w.grad = torch.tensor([0.3, 0.0]); b.grad = torch.tensor([0.4])
total = clip_grad_norm_([w, b], max_norm=1.0)
print("small case, returned:", total, "w.grad:", w.grad, "b.grad:", b.grad)
