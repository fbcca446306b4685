import torch

lr, mu, tau = 0.1, 0.9, 0.5
p = torch.nn.Parameter(torch.tensor([0.0]))
opt = torch.optim.SGD([p], lr=lr, momentum=mu, dampening=tau)

buf = None
for t in (1, 2, 3):
    p.grad = torch.tensor([1.0])
    opt.step()
    g = 1.0
    buf = g if buf is None else mu * buf + (1 - tau) * g   # the first gradient enters undamped
    print(f"step {t}: momentum_buffer {opt.state[p]['momentum_buffer'].item():.4f}  by hand {buf:.4f}")
