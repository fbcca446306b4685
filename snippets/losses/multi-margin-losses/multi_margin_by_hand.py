import torch
import torch.nn as nn

x = torch.tensor([[0.1, 0.2, 0.4, 0.8],
                  [1.0, -1.0, 0.5, 0.0]])     # scores (N=2, C=4)
y = torch.tensor([3, 0])                       # the correct class of each sample

def by_hand(x, y, p=1, margin=1.0, w=None):
    out = []
    for n in range(x.shape[0]):
        total = 0.0
        for i in range(x.shape[1]):
            if i != y[n]:
                h = max(0.0, margin - x[n, y[n]].item() + x[n, i].item()) ** p
                total += h * (w[y[n]].item() if w is not None else 1.0)
        out.append(total / x.shape[1])          # divided by C, not by C - 1
    return torch.tensor(out)

print("p=1, margin=1:  ", nn.MultiMarginLoss(reduction="none")(x, y), by_hand(x, y))
print("p=2, margin=0.5:", nn.MultiMarginLoss(p=2, margin=0.5, reduction="none")(x, y), by_hand(x, y, 2, 0.5))
w = torch.tensor([2.0, 1.0, 1.0, 3.0])
print("weight:         ", nn.MultiMarginLoss(weight=w, reduction="none")(x, y), by_hand(x, y, w=w))
print("mean:", nn.MultiMarginLoss()(x, y).item())
