import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
w.register_hook(lambda g: g.clamp(-1.5, 1.5))   # clip this parameter's gradient

loss = (w * torch.tensor([1.0, 2.0, -3.0])).sum()
loss.backward()
print("raw gradient would be: [1, 2, -3]")
print("w.grad:", w.grad)
