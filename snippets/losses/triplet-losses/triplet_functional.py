import torch
import torch.nn as nn
import torch.nn.functional as F

a, p, n = torch.randn(4, 8), torch.randn(4, 8), torch.randn(4, 8)
print("functional == module:", torch.equal(F.triplet_margin_loss(a, p, n, margin=0.5, swap=True),
                                           nn.TripletMarginLoss(margin=0.5, swap=True)(a, p, n)))
print("one triplet, (D,) inputs:", F.triplet_margin_loss(a[0], p[0], n[0]))
for name, call in [("negative (D,) with (N, D) others", lambda: F.triplet_margin_loss(a, p, n[0])),
                   ("margin=0", lambda: F.triplet_margin_loss(a, p, n, margin=0.0))]:
    try:
        call()
    except (RuntimeError, ValueError) as e:
        print(f"{name} -> {type(e).__name__}: {e}")
