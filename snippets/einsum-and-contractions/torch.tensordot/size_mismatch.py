# raises: RuntimeError
import torch

a = torch.ones(2, 3)
b = torch.ones(4, 5)
# contracted dims must have equal sizes
torch.tensordot(a, b, dims=([1], [0]))
