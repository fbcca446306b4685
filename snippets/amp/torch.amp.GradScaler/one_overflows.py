import torch

a = torch.nn.Parameter(torch.tensor([1.0]))
b = torch.nn.Parameter(torch.tensor([1.0]))
opt_a, opt_b = torch.optim.SGD([a], lr=0.1), torch.optim.SGD([b], lr=0.1)
scaler = torch.amp.GradScaler("cpu", init_scale=8.0)
loss = (a * 1.0).sum() + (b * float("inf")).sum()  # only b's gradient overflows
scaler.scale(loss).backward()
scaler.step(opt_a)
scaler.step(opt_b)
scaler.update()
print("a stepped:", a.item() != 1.0, "| b stepped:", b.item() != 1.0, "| next scale:", scaler.get_scale())
