import torch

lr, mu, wd = 0.1, 0.9, 0.01
p = torch.nn.Parameter(torch.tensor([1.0, -2.0]))
opt = torch.optim.SGD([p], lr=lr, momentum=mu, weight_decay=wd, nesterov=True)

w, buf = p.detach().clone(), None
for t, g in enumerate([torch.tensor([0.5, 1.0]), torch.tensor([0.2, -1.0])], start=1):
    p.grad = g.clone()
    opt.step()
    g = g + wd * w                                   # L2 term added to the gradient
    buf = g.clone() if buf is None else mu * buf + g
    w = w - lr * (g + mu * buf)                      # nesterov: look ahead along the buffer
    print(f"step {t}: torch {p.data}  by hand {w}")
