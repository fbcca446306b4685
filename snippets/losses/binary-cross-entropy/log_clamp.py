import torch
import torch.nn.functional as F

# A prediction of exactly 0 for a positive target: log(0) = -inf,
# but BCELoss clamps every log at -100, so the loss is finite.
p = torch.tensor([0.0, 1e-50, 1e-40, 1e-30], requires_grad=True)
y = torch.ones(4)
loss = F.binary_cross_entropy(p, y, reduction="none")
print("p:      ", p.detach())
print("loss:   ", loss.detach())
print("-log(p):", -p.detach().log())
loss.sum().backward()
print("grad:   ", p.grad)
