import torch

w = torch.tensor([1.0], requires_grad=True)
for step in range(3):
    w.register_hook(lambda g: g * 2)   # registered again every step, never removed
    w.grad = None
    (w * 1.0).sum().backward()
    print(f"step {step}: w.grad = {w.grad.item()}  (hooks registered: {step + 1})")
