import warnings
import torch
import torch.nn.functional as F

x = torch.ones(4, 3, 3)                     # meant as an unbatched image (C, H, W)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = F.dropout2d(x, 0.5)
print(w[0].category.__name__ + ":", str(w[0].message)[:120], "...")
print("y[:, :, 0] (read as (N, C, L): each row of length 3 is kept or dropped):\n", y[:, :, 0])
print("every row constant:", bool((y.amax(2) == y.amin(2)).all()),
      "| every 3x3 'channel' constant:", bool((y.amax((1, 2)) == y.amin((1, 2))).all()))

yb = F.dropout2d(x[None], 0.5)[0]           # add the batch dim: (1, C, H, W)
print("with x[None]: every 3x3 channel constant:", bool((yb.amax((1, 2)) == yb.amin((1, 2))).all()))
