import numpy as np
import torch

g = torch.Generator().manual_seed(0)
a = torch.randn(1000, generator=g)
b = torch.randn(1000, generator=g)
a[torch.randperm(1000, generator=g)[:200]] = float("nan")
b[torch.randperm(1000, generator=g)[:200]] = float("nan")

# by hand: the other operand when one is NaN, otherwise the larger / smaller one
fmax_hand = torch.where(a.isnan(), b, torch.where(b.isnan(), a, torch.where(a >= b, a, b)))
fmin_hand = torch.where(a.isnan(), b, torch.where(b.isnan(), a, torch.where(a <= b, a, b)))
print("fmax == by hand (NaN equal):", torch.allclose(torch.fmax(a, b), fmax_hand, equal_nan=True))
print("fmin == by hand (NaN equal):", torch.allclose(torch.fmin(a, b), fmin_hand, equal_nan=True))
print("fmax    == np.fmax   :", np.array_equal(torch.fmax(a, b).numpy(), np.fmax(a.numpy(), b.numpy()), equal_nan=True))
print("maximum == np.maximum:", np.array_equal(torch.maximum(a, b).numpy(), np.maximum(a.numpy(), b.numpy()), equal_nan=True))
print("NaN in fmax result only where both are NaN:",
      torch.equal(torch.fmax(a, b).isnan(), a.isnan() & b.isnan()))
