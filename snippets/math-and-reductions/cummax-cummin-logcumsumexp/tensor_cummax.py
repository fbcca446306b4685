import torch

# Drawdown: how far a price is below its running peak.
price = torch.tensor([100.0, 104.0, 101.0, 107.0, 103.0, 99.0])
peak, when = price.cummax(0)
print("peak:    ", peak.tolist())
print("drawdown:", (price - peak).tolist())
print("peak set at step:", when.tolist())

# The gradient of values flows to the element each position copied.
x = torch.tensor([1.0, 3.0, 2.0], requires_grad=True)
x.cummax(0).values.sum().backward()
print("grad:", x.grad.tolist())
