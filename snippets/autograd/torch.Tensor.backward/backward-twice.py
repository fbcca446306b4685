# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
loss = (x * x).sum()          # mul saves x for backward
loss.backward()
print("first backward ok, x.grad:", x.grad)
loss.backward()               # saved tensors were freed by the first call
