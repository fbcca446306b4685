# raises: RuntimeError
import torch

w = torch.ones(3, requires_grad=True)
print("detach().numpy():", w.detach().numpy())
w.numpy()
