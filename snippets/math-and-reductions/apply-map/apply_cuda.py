# device: cuda
import torch

x = torch.ones(3, device="cuda")
try:
    x.apply_(lambda v: v * 2)
    print("apply_ on CUDA ran:", x)
except (RuntimeError, TypeError) as e:
    print("apply_ on CUDA:", type(e).__name__, "-", e)
print("the vectorized way:", x * 2)
