import torch
from torch import nn
from torch.nn.utils import parametrizations

torch.manual_seed(0)
lin = nn.Linear(6, 4)
print("largest singular value before:", torch.linalg.matrix_norm(lin.weight, 2).item())
parametrizations.spectral_norm(lin)
print("parameters:", [n for n, _ in lin.named_parameters()])
print("buffers:", [n for n, _ in lin.named_buffers()])
lin.eval()
sigma = torch.linalg.matrix_norm(lin.weight, 2).item()
print("largest singular value of the new weight:", round(sigma, 4))
W = lin.parametrizations.weight.original
print("weight == W / sigma(W):", torch.allclose(lin.weight, W / torch.linalg.matrix_norm(W, 2), atol=1e-3))

conv = parametrizations.spectral_norm(nn.Conv2d(3, 8, 3)).eval()      # reshaped to (8, 27)
print("conv: sigma of weight.reshape(8, -1):", round(torch.linalg.matrix_norm(conv.weight.reshape(8, -1), 2).item(), 4))
