import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 3
y.retain_grad()                # ask autograd to keep dL/dy
print("y.retains_grad:", y.retains_grad)

loss = (y**2).sum()
loss.backward()
print("y.grad (= 2*y):", y.grad)
print("x.grad (= 3 * y.grad):", x.grad)
