import torch
from torch import nn
from torch.nn.utils import parametrize, parametrizations

src = parametrizations.orthogonal(nn.Linear(3, 3))
dst = nn.Linear(3, 3)
out = parametrize.transfer_parametrizations_and_params(src, dst)
print("returns to_module:", out is dst, " class:", type(dst).__name__)
print("dst weight equals src weight:", torch.allclose(dst.weight, src.weight))
print("dst weight orthogonal:", torch.allclose(dst.weight.T @ dst.weight, torch.eye(3), atol=1e-5))
print("shares the original parameter:", dst.parametrizations.weight.original is src.parametrizations.weight.original)
print("unparametrized source does nothing:", type(parametrize.transfer_parametrizations_and_params(nn.Linear(3, 3), nn.Linear(3, 3))).__name__)
