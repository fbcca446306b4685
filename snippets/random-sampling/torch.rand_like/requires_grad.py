import torch

w = torch.ones(3, requires_grad=True)
noise = torch.rand_like(w)
print("requires_grad copied from input:", noise.requires_grad)
print("asked for explicitly:           ", torch.rand_like(w, requires_grad=True).requires_grad)
print("noisy weights:", w + 0.01 * noise)
