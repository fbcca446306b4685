import torch
from torch import nn

torch.manual_seed(0)
xx = torch.randn(1, 3).requires_grad_(True)
model = nn.Linear(3, 1)
out = model(xx)
loss = torch.mean(out - 1)
loss.backward()

for name, t in [("xx", xx), ("model.weight", model.weight), ("model.bias", model.bias), ("out", out)]:
    print(f"{name:<13} is_leaf={t.is_leaf!s:<5} grad_fn={t.grad_fn.name() if t.grad_fn else None}")
print("xx.grad (= weight):", xx.grad, "| weight:", model.weight.data)
print("bias.grad:", model.bias.grad)
