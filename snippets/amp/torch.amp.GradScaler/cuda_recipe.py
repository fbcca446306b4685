# device: cuda
import torch
from torch import nn

model = nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Linear(128, 10)).cuda()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cuda")
x = torch.randn(512, 64, device="cuda")
y = torch.randint(0, 10, (512,), device="cuda")

for step in range(5):
    opt.zero_grad()
    with torch.autocast("cuda", dtype=torch.float16):
        logits = model(x)
        loss = nn.functional.cross_entropy(logits, y)
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()
    print(f"step {step}: loss {loss.item():.3f} scale {scaler.get_scale():.0f}")
print("logits:", logits.dtype, "| loss:", loss.dtype, "| grad:", model[0].weight.grad.dtype)
