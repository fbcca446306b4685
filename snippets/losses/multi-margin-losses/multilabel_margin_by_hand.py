import torch
import torch.nn as nn

x = torch.tensor([[0.1, 0.2, 0.4, 0.8],
                  [1.0, -1.0, 0.5, 0.0]])
# targets as class INDICES, padded with -1: reading stops at the first -1
t = torch.tensor([[3, 0, -1, 1],               # sample 0: classes {3, 0} (the 1 after -1 is ignored)
                  [1, -1, 2, 2]])              # sample 1: class {1}

def by_hand(x, t):
    out = []
    for n in range(x.shape[0]):
        labels = []
        for v in t[n].tolist():
            if v < 0:
                break
            labels.append(v)
        total = sum(max(0.0, 1 - (x[n, j] - x[n, i]).item())
                    for j in labels for i in range(x.shape[1]) if i not in labels)
        out.append(total / x.shape[1])
    return torch.tensor(out)

print("none:   ", nn.MultiLabelMarginLoss(reduction="none")(x, t))
print("by hand:", by_hand(x, t))
print("mean:", nn.MultiLabelMarginLoss()(x, t).item())
