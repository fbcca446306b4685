import warnings
import torch
import torch.nn.functional as F

x = torch.ones(3, 2, 2, 2)                  # 4-D: read as unbatched (C, D, H, W)
y = F.dropout3d(x, p=0.5)
print("y[:, 0, 0, 0]:", y[:, 0, 0, 0])
print("each of the 3 channels constant:", bool((y.amax((1, 2, 3)) == y.amin((1, 2, 3))).all()))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    F.dropout3d(torch.ones(2, 3), 0.5)      # fewer dims than expected
print(w[0].category.__name__ + ":", str(w[0].message).split(". ")[0])
