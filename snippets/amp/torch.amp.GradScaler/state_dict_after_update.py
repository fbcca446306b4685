import torch

w = torch.nn.Parameter(torch.ones(1))
opt = torch.optim.SGD([w], lr=0.1)
scaler = torch.amp.GradScaler("cpu", init_scale=8.0)
scaler.scale(w.sum() * float("inf")).backward()  # this iteration overflows
scaler.step(opt)  # skipped
print("state_dict() before update():", scaler.state_dict()["scale"])
scaler.update()  # applies the backoff
print("state_dict() after update(): ", scaler.state_dict()["scale"])
