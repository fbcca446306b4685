import torch

a = torch.tensor(2.0, requires_grad=True)
b = torch.tensor(3.0, requires_grad=True)
loss = a * b

loss.backward(inputs=[a])     # accumulate only into a.grad
print("a.grad:", a.grad)
print("b.grad:", b.grad)
