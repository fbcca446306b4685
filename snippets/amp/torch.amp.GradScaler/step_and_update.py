import torch

w = torch.nn.Parameter(torch.tensor([1.0, 2.0]))
opt = torch.optim.SGD([w], lr=0.1)
scaler = torch.amp.GradScaler("cpu", init_scale=8.0, growth_interval=2)

for i, g in enumerate([1.0, float("inf"), 1.0, 1.0, 1.0]):
    opt.zero_grad()
    loss = (w * g).sum()
    scaler.scale(loss).backward()  # w.grad = scale * g
    grad_seen = w.grad.clone()
    scaler.step(opt)  # unscales; calls opt.step() only if every grad is finite
    scaler.update()
    w_now = [round(v, 2) for v in w.detach().tolist()]
    print(f"iter {i}: scaled grad {grad_seen.tolist()}  w {w_now}  next scale {scaler.get_scale()}")
