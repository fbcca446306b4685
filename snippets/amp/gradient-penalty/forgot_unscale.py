import torch
from torch import nn

model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
x, y = torch.randn(32, 4), torch.randn(32, 1)
scaler = torch.amp.GradScaler("cpu", init_scale=256.0)
with torch.autocast("cpu", dtype=torch.float16):
    loss = nn.functional.mse_loss(model(x), y)
scaled = torch.autograd.grad(scaler.scale(loss), model.parameters(), create_graph=True)
wrong = torch.cat([g.flatten() for g in scaled]).norm()  # penalty from scaled grads
right = wrong / scaler.get_scale()
print(f"penalty without unscaling {wrong.item():.2f}, unscaled {right.item():.4f}, "
      f"ratio {(wrong / right).item():.0f} = the scale {scaler.get_scale():.0f}")
