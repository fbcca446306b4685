import torch

# PyTorch: b = mu*b + g;  p = p - lr*b
# Sutskever et al.: v = mu*v + lr*g;  p = p - v
# Equal while lr is constant, different after lr changes.
mu, grads, lrs = 0.9, [1.0, 1.0, 1.0], [0.1, 0.1, 0.01]
p = torch.nn.Parameter(torch.tensor([0.0]))
opt = torch.optim.SGD([p], lr=lrs[0], momentum=mu)
q, v = 0.0, 0.0
for g, lr in zip(grads, lrs):
    opt.param_groups[0]["lr"] = lr
    p.grad = torch.tensor([g])
    opt.step()
    v = mu * v + lr * g
    q -= v
    print(f"lr={lr:<5} torch p={p.item():.4f}   Sutskever p={q:.4f}")
