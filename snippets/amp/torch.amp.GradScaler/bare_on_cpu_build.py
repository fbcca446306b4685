import warnings

import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    scaler = torch.amp.GradScaler()  # device defaults to "cuda"
print(w[0].category.__name__, "-", w[0].message)
print("enabled:", scaler.is_enabled())
p = torch.nn.Parameter(torch.tensor([1.0]))
opt = torch.optim.SGD([p], lr=0.1)
loss = (2 * p).sum()
scaled = scaler.scale(loss)
print("scale(loss) when disabled:", scaled.item())  # not scaled
scaled.backward()
scaler.step(opt)  # disabled: a plain opt.step()
scaler.update()
print("grad:", p.grad.item(), "| weight after step:", round(p.item(), 4))
