import torch

# A circular shift of a signal, e.g. to line up a periodic sequence.
signal = torch.tensor([0.0, 1.0, 2.0, 3.0, 2.0, 1.0])
print("signal.roll(2):  ", signal.roll(2).tolist())
print("signal.roll(-2): ", signal.roll(-2).tolist())
print("roll(2) then roll(-2) gives it back:", torch.equal(signal.roll(2).roll(-2), signal))

x = torch.arange(6.0).view(2, 3).requires_grad_()
x.roll(1, 1).sum().backward()
print("gradient flows back:", x.grad.tolist())
