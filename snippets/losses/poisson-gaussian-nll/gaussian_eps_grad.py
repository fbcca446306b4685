import torch
import torch.nn.functional as F

mu = torch.zeros(2)
y = torch.tensor([0.01, 1.0])
var = torch.tensor([1e-8, 1.0], requires_grad=True)     # first variance below eps = 1e-6

loss = F.gaussian_nll_loss(mu, y, var, reduction="sum")
loss.backward()
print("loss:", loss.item())
print("grad wrt var:", var.grad)

v2 = var.detach().clone().requires_grad_()
manual = (0.5 * (v2.clamp(min=1e-6).log() + (mu - y) ** 2 / v2.clamp(min=1e-6))).sum()
manual.backward()
print("same loss with torch.clamp:", manual.item(), " grad:", v2.grad)

try:
    F.gaussian_nll_loss(mu, y, torch.tensor([-1.0, 1.0]))
except ValueError as e:
    print("negative var -> ValueError:", e)
