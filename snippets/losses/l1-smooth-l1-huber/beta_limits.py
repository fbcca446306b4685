import torch
import torch.nn.functional as F

d = torch.tensor([0.1, 0.5, 2.0, 5.0])       # errors |x - y|
y = torch.zeros(4)
print("|d|:       ", d)
print("d^2 / 2:   ", d ** 2 / 2)
for b in (1e-3, 1.0, 1e3):
    s = F.smooth_l1_loss(d, y, beta=b, reduction="none")
    h = F.huber_loss(d, y, delta=b, reduction="none")
    print(f"b={b:g}: smooth_l1 {s}  huber {h}")

# slope of the linear part: 1 for Smooth L1, delta for Huber
x = torch.tensor([5.0], requires_grad=True)
for b in (0.5, 2.0):
    gs, = torch.autograd.grad(F.smooth_l1_loss(x, torch.zeros(1), beta=b), x)
    gh, = torch.autograd.grad(F.huber_loss(x, torch.zeros(1), delta=b), x)
    print(f"b={b}: slope at |d|=5  smooth_l1 {gs.item()}  huber {gh.item()}")
