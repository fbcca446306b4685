import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([[0.1, 0.2, 0.4, 0.8],
                  [1.0, -1.0, 0.5, 0.0]])
y = torch.tensor([3, 0])
print("functional == module:", torch.equal(F.multi_margin_loss(x, y, p=2), nn.MultiMarginLoss(p=2)(x, y)))
print("one sample, (C,) input and 0-d target:", F.multi_margin_loss(x[0], y[0]))
for name, call in [("p=3", lambda: F.multi_margin_loss(x, y, p=3)),
                   ("int32 target", lambda: F.multi_margin_loss(x, y.int())),
                   ("target 4 with C=4", lambda: F.multi_margin_loss(x, torch.tensor([4, 0])))]:
    try:
        call()
    except (ValueError, RuntimeError) as e:
        print(f"{name} -> {type(e).__name__}: {e}")
