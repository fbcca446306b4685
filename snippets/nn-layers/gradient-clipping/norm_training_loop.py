import torch
from torch import nn

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x, y = torch.randn(16, 4) * 50, torch.randn(16, 1)

opt.zero_grad()
loss = nn.functional.mse_loss(model(x), y)
loss.backward()                                   # 1. gradients exist now
total = nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)  # 2. clip
opt.step()                                        # 3. step with clipped gradients

print("norm before clipping:", total)
after = torch.stack([p.grad.norm() for p in model.parameters()]).norm()
print("norm after clipping:", after)
