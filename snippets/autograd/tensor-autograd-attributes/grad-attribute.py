import torch

w = torch.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
print("before backward:", w.grad)

loss = (w * w).sum()
loss.backward()
print("after backward:\n", w.grad, sep="")
print("same shape and dtype as w:", w.grad.shape == w.shape, w.grad.dtype == w.dtype)
