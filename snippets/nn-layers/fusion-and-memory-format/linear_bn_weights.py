import torch
from torch.nn.utils import fuse_linear_bn_weights

w, b = torch.randn(3, 5), torch.randn(3)
rm, rv, eps = torch.randn(3), torch.rand(3) + 0.5, 1e-5
gamma, beta = torch.randn(3), torch.randn(3)
fw, fb = fuse_linear_bn_weights(w, b, rm, rv, eps, gamma, beta)
scale = gamma / torch.sqrt(rv + eps)
print("max |W' - scale[:,None]*W|:", (fw - scale[:, None] * w).abs().max().item())
print("max |b' - ((b-rm)*scale+beta)|:", (fb - ((b - rm) * scale + beta)).abs().max().item())
print("types:", type(fw).__name__, type(fb).__name__, " requires_grad:", fw.requires_grad)
