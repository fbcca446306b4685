# raises: RuntimeError
import torch

x = torch.ones(3, requires_grad=True)
with torch.inference_mode():
    feats = torch.arange(3.0)  # an inference tensor

# x + feats: the gradient of an addition does not need feats, so this works
(x + feats).sum().backward()
print("x.grad after x + feats:", x.grad)

# a normal copy made outside inference mode can go anywhere
x.grad = None
(x * feats.clone()).sum().backward()
print("x.grad after x * feats.clone():", x.grad)

# x * feats must save feats for backward: refused
(x * feats).sum().backward()
