import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
for step in range(2):
    (w * 3).sum().backward()
    print(f"step {step}: grad without reset = {w.grad}")
w.grad.zero_()
(w * 3).sum().backward()
print("after w.grad.zero_() and one more backward:", w.grad)
