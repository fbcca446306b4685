import torch
from torch import nn

model0, model1 = nn.Linear(4, 2), nn.Linear(4, 2)
opt0 = torch.optim.SGD(model0.parameters(), lr=0.01)
opt1 = torch.optim.Adam(model1.parameters(), lr=0.01)
scaler = torch.amp.GradScaler("cpu", init_scale=1024.0)  # one scaler for all losses and optimizers
x, y = torch.randn(16, 4), torch.randn(16, 2)

for step in range(3):
    opt0.zero_grad()
    opt1.zero_grad()
    with torch.autocast("cpu", dtype=torch.float16):
        out0, out1 = model0(x), model1(x)
        loss0 = nn.functional.mse_loss(2 * out0 + 3 * out1, y)
        loss1 = nn.functional.mse_loss(3 * out0 - 5 * out1, y)
    scaler.scale(loss0).backward(retain_graph=True)  # the two losses share the graph
    scaler.scale(loss1).backward()
    scaler.unscale_(opt0)  # optional, per optimizer: here to look at model0's real grads
    g0 = model0.weight.grad.norm().item()
    scaler.step(opt0)
    scaler.step(opt1)
    scaler.update()  # once per iteration, after every step()
    print(f"step {step}: loss0 {loss0.item():.3f} loss1 {loss1.item():.3f} "
          f"|grad0| {g0:.3f} scale {scaler.get_scale():.0f}")
