import torch

lr, mu = 0.1, 0.9
p = torch.nn.Parameter(torch.tensor([1.0, -2.0]))
opt = torch.optim.SGD([p], lr=lr, momentum=mu)

w, buf = p.detach().clone(), None
for t, g in enumerate([torch.tensor([0.5, 1.0]), torch.tensor([0.2, -1.0])], start=1):
    p.grad = g.clone()
    opt.step()
    buf = g.clone() if buf is None else mu * buf + g  # b_1 = g_1, then b_t = mu * b_(t-1) + g_t
    w = w - lr * buf
    print(f"step {t}: torch {p.data}  by hand {w}  momentum_buffer {opt.state[p]['momentum_buffer']}")
