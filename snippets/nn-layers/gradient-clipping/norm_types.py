import torch
from torch.nn.utils import clip_grad_norm_

def fresh():
    a = torch.nn.Parameter(torch.zeros(3)); a.grad = torch.tensor([1.0, -6.0, 2.0])
    b = torch.nn.Parameter(torch.zeros(2)); b.grad = torch.tensor([-3.0, 0.5])
    return [a, b]

flat = torch.tensor([1.0, -6.0, 2.0, -3.0, 0.5])
for p in [1.0, 2.0, 3.0, float("inf"), "inf"]:
    params = fresh()
    total = clip_grad_norm_(params, max_norm=1.0, norm_type=p)
    by_hand = flat.abs().max() if p in ("inf", float("inf")) else flat.abs().pow(p).sum().pow(1 / p)
    after = torch.linalg.vector_norm(torch.cat([q.grad for q in params]), p if p != "inf" else float("inf"))
    print(f"norm_type={p!r:6} total={total.item():.4f} by hand={by_hand.item():.4f} after={after.item():.4f}")
