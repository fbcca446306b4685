# raises: RuntimeError
import torch

w = torch.nn.Parameter(torch.ones(2))
opt = torch.optim.SGD([w], lr=0.1)
scaler = torch.amp.GradScaler("cpu")
scaler.scale(w.sum()).backward()
scaler.unscale_(opt)
scaler.unscale_(opt)  # a second time before update()
