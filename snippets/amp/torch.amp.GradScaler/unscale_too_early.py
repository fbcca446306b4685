import torch

w = torch.nn.Parameter(torch.tensor([1.0]))
opt = torch.optim.SGD([w], lr=0.1)
scaler = torch.amp.GradScaler("cpu", init_scale=8.0)
scaler.scale(w.sum()).backward()  # first micro-batch: true gradient 1.0
scaler.unscale_(opt)  # too early: another backward follows
scaler.scale(w.sum()).backward()  # second micro-batch adds a *scaled* gradient (8.0)
print("grad seen by step:", w.grad.item(), "| true accumulated gradient: 2.0")
scaler.step(opt)  # does not unscale again
scaler.update()
print("w moved by", round(1 - w.item(), 4), "instead of lr * 2.0 = 0.2")
