import torch
from torch.nn import init

tall = init.orthogonal_(torch.empty(5, 3))
print("tall (5, 3): max |W^T W - I| =", (tall.T @ tall - torch.eye(3)).abs().max().item())
wide = init.orthogonal_(torch.empty(3, 5))
print("wide (3, 5): max |W W^T - I| =", (wide @ wide.T - torch.eye(3)).abs().max().item())
conv = init.orthogonal_(torch.empty(4, 2, 3, 3), gain=2.0)          # flattened to (4, 18)
m = conv.reshape(4, -1)
print("conv (4, 2, 3, 3), gain 2: max |M M^T - 4 I| =", (m @ m.T - 4 * torch.eye(4)).abs().max().item())
