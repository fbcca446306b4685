import torch

scaler = torch.amp.GradScaler("cpu", init_scale=4096.0)
w = torch.nn.Parameter(torch.ones(1))
opt = torch.optim.SGD([w], lr=0.1)
scaler.scale(w.sum()).backward()
scaler.step(opt)
scaler.update(new_scale=256.0)  # set the next scale by hand
print("scale after update(new_scale=256.0):", scaler.get_scale())
