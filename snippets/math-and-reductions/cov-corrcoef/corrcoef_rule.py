import numpy as np
import torch

x = torch.randn(3, 8, dtype=torch.float64)
R = torch.corrcoef(x)
C = torch.cov(x)
d = C.diagonal().sqrt()
print("max |R - C_ij / sqrt(C_ii C_jj)|:", (R - C / torch.outer(d, d)).abs().max().item())
print("max |R - np.corrcoef|:", np.abs(R.numpy() - np.corrcoef(x.numpy())).max())
print(R)
