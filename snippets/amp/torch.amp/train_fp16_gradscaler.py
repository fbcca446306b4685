import torch
from torch import nn

# synthetic regression data and a small model, all float32
X = torch.randn(256, 8)
Y = X @ torch.randn(8, 1) + 0.1 * torch.randn(256, 1)
model = nn.Sequential(nn.Linear(8, 32), nn.ReLU(), nn.Linear(32, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.05)
scaler = torch.amp.GradScaler("cpu", growth_interval=4)  # default init_scale 65536

for step in range(10):
    opt.zero_grad()
    with torch.autocast("cpu", dtype=torch.float16):  # forward pass and loss only
        out = model(X)
        loss = nn.functional.mse_loss(out, Y)
    before = model[0].weight.detach().clone()
    scaler.scale(loss).backward()  # backward outside autocast, on the scaled loss
    scaler.step(opt)  # unscales the grads; skips opt.step() if any is inf/NaN
    scaler.update()  # halves the scale after a skip, doubles it after 4 good steps
    stepped = not torch.equal(before, model[0].weight)
    print(f"step {step}: loss {loss.item():.3f}  stepped {stepped!s:5}  next scale {scaler.get_scale():.0f}")

print("out dtype:", out.dtype, "| loss dtype:", loss.dtype)
print("weight dtype:", model[0].weight.dtype, "| grad dtype:", model[0].weight.grad.dtype)
