import torch
from torch.autograd import gradcheck

at_kink = torch.tensor([0.0, 1.0], dtype=torch.float64, requires_grad=True)
smooth = torch.tensor([-1.0, 1.0], dtype=torch.float64, requires_grad=True)
print("relu at x = 0:      ", gradcheck(torch.relu, (at_kink,), raise_exception=False))
print("relu away from 0:   ", gradcheck(torch.relu, (smooth,), raise_exception=False))
