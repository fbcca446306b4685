import copy

import torch
from torch import nn

model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
reference = copy.deepcopy(model)  # same weights, trained without AMP below
x, y = torch.randn(32, 4), torch.randn(32, 1)


def penalty_of(grads):
    return torch.cat([g.flatten() for g in grads]).norm()


# float32, no scaling
loss = nn.functional.mse_loss(reference(x), y)
grads = torch.autograd.grad(loss, reference.parameters(), create_graph=True)
(loss + penalty_of(grads)).backward()

# float16 autocast with a GradScaler
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu", init_scale=256.0)
with torch.autocast("cpu", dtype=torch.float16):
    loss16 = nn.functional.mse_loss(model(x), y)
# 1. scale the output given to autograd.grad: the grads come back scaled
scaled = torch.autograd.grad(scaler.scale(loss16), model.parameters(), create_graph=True)
print("after autograd.grad, every .grad is still None:", all(p.grad is None for p in model.parameters()))
# 2. unscale them yourself (not with unscale_: these are not .grad of an optimizer)
inv_scale = 1.0 / scaler.get_scale()
grads16 = [g * inv_scale for g in scaled]
# 3. the penalty is part of the forward pass: compute it under autocast
with torch.autocast("cpu", dtype=torch.float16):
    total16 = loss16 + penalty_of(grads16)
# 4. then the usual scaled backward, step and update
scaler.scale(total16).backward()
scaler.step(opt)
scaler.update()

print(f"penalty   float32 {penalty_of(grads).item():.4f} | AMP {penalty_of(grads16).item():.4f}")
g32 = reference[0].weight.grad.norm().item()
g16 = model[0].weight.grad.norm().item()  # unscaled by scaler.step
print(f"grad norm float32 {g32:.4f} | AMP {g16:.4f}")
