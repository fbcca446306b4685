import torch
from torch import nn

model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu", init_scale=1024.0)
x, y = torch.randn(8, 3), torch.randn(8, 1)
with torch.autocast("cpu", dtype=torch.float16):
    loss = nn.functional.mse_loss(model(x), y)
scaler.scale(loss).backward()


def grad_norm():
    return torch.cat([p.grad.flatten() for p in model.parameters()]).norm().item()


print(f"grad norm, still scaled: {grad_norm():.2f}")
scaler.unscale_(opt)  # divide this optimizer's grads by the scale, in place
print(f"grad norm, unscaled:     {grad_norm():.4f}")
nn.utils.clip_grad_norm_(model.parameters(), max_norm=0.5)  # clip the real gradients
print(f"grad norm, clipped:      {grad_norm():.4f}")
before = model.weight.detach().clone()
scaler.step(opt)  # uses the clipped grads as they are: no second unscale
scaler.update()
print("step moved the weight by -lr * clipped grad:",
      torch.allclose(model.weight - before, -0.1 * model.weight.grad))
