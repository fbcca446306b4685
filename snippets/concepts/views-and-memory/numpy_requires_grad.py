# raises: RuntimeError
import torch

w = torch.ones(3, requires_grad=True)
print("detach().numpy():", w.detach().numpy())
print("numpy(force=True):", w.numpy(force=True))  # detaches (and copies if needed) for you
w.numpy()
