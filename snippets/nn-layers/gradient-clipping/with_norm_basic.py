import torch
from torch.nn.utils import get_total_norm, clip_grads_with_norm_, clip_grad_norm_

def fresh():
    a = torch.nn.Parameter(torch.zeros(2)); a.grad = torch.tensor([3.0, 0.0])
    b = torch.nn.Parameter(torch.zeros(1)); b.grad = torch.tensor([4.0])
    return [a, b]

p1 = fresh()
total = get_total_norm([p.grad for p in p1])
ret = clip_grads_with_norm_(p1, max_norm=1.0, total_norm=total)
print("returns:", ret, "total:", total)
p2 = fresh()
clip_grad_norm_(p2, max_norm=1.0)
print("same as clip_grad_norm_:", all(torch.equal(x.grad, y.grad) for x, y in zip(p1, p2)))

# total_norm is taken as given: it is not checked against the gradients
p3 = fresh()
clip_grads_with_norm_(p3, max_norm=1.0, total_norm=torch.tensor(50.0))
print("with total_norm=50:", [p.grad for p in p3])
p4 = fresh()
clip_grads_with_norm_(p4, max_norm=1.0, total_norm=torch.tensor(0.5))
print("with total_norm=0.5 (coefficient capped at 1):", [p.grad for p in p4])
