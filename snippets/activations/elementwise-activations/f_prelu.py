import torch
import torch.nn.functional as F

x = torch.tensor([[[-1.0, 2.0], [-3.0, 4.0]]])     # (N=1, C=2, L=2)
w_one = torch.tensor([0.25])
w_per_channel = torch.tensor([0.1, 0.5])
print("one slope        :", F.prelu(x, w_one).tolist())
print("slope per channel:", F.prelu(x, w_per_channel).tolist())
print("= where(x > 0, x, w[c] x):",
      torch.equal(F.prelu(x, w_per_channel), torch.where(x > 0, x, w_per_channel.view(1, 2, 1) * x)))

# the slope is a tensor that gets a gradient: sum of x over negative inputs of its channel
w = w_per_channel.clone().requires_grad_()
F.prelu(x, w).sum().backward()
print("d/dw             :", w.grad)
try:
    F.prelu(x, torch.tensor([0.1, 0.2, 0.3]))
except RuntimeError as e:
    print("3 slopes for 2 channels -> RuntimeError:", str(e)[:90])
