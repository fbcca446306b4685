import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
w = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
loss = (w * x).sum()          # a 0-dim tensor
print("loss.shape:", loss.shape)
loss.backward()               # same as loss.backward(torch.tensor(1.0))
print("x.grad (= w):", x.grad)
print("w.grad (= x):", w.grad)
