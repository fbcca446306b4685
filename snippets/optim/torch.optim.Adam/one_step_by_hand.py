import torch

lr, (b1, b2), eps = 0.01, (0.9, 0.999), 1e-8
p = torch.nn.Parameter(torch.tensor([1.0, -2.0, 0.5]))
opt = torch.optim.Adam([p], lr=lr, betas=(b1, b2), eps=eps)

w, m, v = p.detach().clone(), torch.zeros(3), torch.zeros(3)
for t, g in enumerate([torch.tensor([0.3, -1.0, 4.0]), torch.tensor([0.1, 0.5, 4.0])], start=1):
    p.grad = g.clone()
    opt.step()
    m = b1 * m + (1 - b1) * g
    v = b2 * v + (1 - b2) * g * g
    m_hat, v_hat = m / (1 - b1 ** t), v / (1 - b2 ** t)
    w = w - lr * m_hat / (v_hat.sqrt() + eps)
    print(f"step {t}: torch {p.data}")
    print(f"        by hand {w}")
    print("        equal:", torch.allclose(p.data, w, atol=1e-7))
print("state keys:", list(opt.state[p]), "| step:", opt.state[p]["step"])
