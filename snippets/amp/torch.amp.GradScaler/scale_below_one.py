import warnings

import torch

w = torch.nn.Parameter(torch.ones(1))
opt = torch.optim.SGD([w], lr=0.1)
scaler = torch.amp.GradScaler("cpu", init_scale=2.0)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for i in range(4):  # a loss that is NaN at every iteration
        opt.zero_grad()
        scaler.scale(w.sum() * float("nan")).backward()
        scaler.step(opt)
        scaler.update()
        print(f"iter {i}: scale {scaler.get_scale()}")
print("warnings:", len(caught), "| weight never stepped:", w.item())
