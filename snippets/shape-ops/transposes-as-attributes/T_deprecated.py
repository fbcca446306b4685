import warnings
import torch

cases = [torch.arange(3), torch.zeros(4, 2, 3), torch.tensor(1.0)]   # 1-D, 3-D, 0-D
for x in cases:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        r = x.T
    msg = w[0].category.__name__ + ": " + str(w[0].message).split(". ")[0] if w else "(no warning)"
    print(f"{x.dim()}-D {tuple(x.shape)} -> {tuple(r.shape)} | {msg}")
b = cases[1]
print("mT for batches:", tuple(b.mT.shape))
print("permute to reverse:", tuple(b.permute(*range(b.ndim - 1, -1, -1)).shape))
