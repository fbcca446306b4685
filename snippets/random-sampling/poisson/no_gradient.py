import torch

rate = torch.tensor([2.0, 5.0], requires_grad=True)
draw = torch.poisson(rate)
print("draw:", draw, "| grad_fn:", type(draw.grad_fn).__name__)
draw.sum().backward()
print("grad of rate:", rate.grad)
