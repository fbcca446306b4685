import torch
import torch.nn.functional as F

x = torch.tensor([-200.0, -30.0, 30.0, 200.0], requires_grad=True)   # very confident logits
y = torch.tensor([1.0, 1.0, 0.0, 0.0])                               # ... and all wrong

print("sigmoid(x) in float32:", torch.sigmoid(x).detach())

a = F.binary_cross_entropy_with_logits(x, y, reduction="none")
a.sum().backward()
print("with logits      loss:", a.detach(), " grad:", x.grad)

x.grad = None
b = F.binary_cross_entropy(torch.sigmoid(x), y, reduction="none")
b.sum().backward()
print("sigmoid then BCE loss:", b.detach(), " grad:", x.grad)
print("exact grad sigmoid(x) - y:", (torch.sigmoid(x) - y).detach())
