import torch
from torch import nn

X = torch.randn(256, 8)
Y = X @ torch.randn(8, 1) + 0.1 * torch.randn(256, 1)
model = nn.Sequential(nn.Linear(8, 32), nn.ReLU(), nn.Linear(32, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.05)

# bfloat16 has float32's exponent range, so the gradients do not underflow: no GradScaler
for step in range(6):
    opt.zero_grad()
    with torch.autocast("cpu", dtype=torch.bfloat16):
        out = model(X)
        loss = nn.functional.mse_loss(out, Y)
    loss.backward()
    opt.step()
    print(f"step {step}: loss {loss.item():.3f}")

print("out dtype:", out.dtype, "| loss dtype:", loss.dtype)
print("weight dtype:", model[0].weight.dtype, "| grad dtype:", model[0].weight.grad.dtype)
