# raises: RuntimeError
import torch

w = torch.ones(2, requires_grad=True)
print("detach().numpy():", w.detach().numpy())
print("numpy(force=True):", w.numpy(force=True))
w.numpy()
