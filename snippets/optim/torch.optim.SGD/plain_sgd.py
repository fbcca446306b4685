import torch

p = torch.nn.Parameter(torch.tensor([1.0, -2.0]))
opt = torch.optim.SGD([p], lr=0.5)
print("defaults:", {k: opt.defaults[k] for k in ("lr", "momentum", "dampening", "weight_decay", "nesterov")})
p.grad = torch.tensor([0.2, -0.4])
opt.step()
print("p - lr * grad:", p.data, "| state is empty without momentum:", dict(opt.state))
