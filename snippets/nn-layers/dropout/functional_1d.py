import torch
import torch.nn.functional as F

x = torch.arange(1.0, 13.0).reshape(4, 3)   # unbatched (C, L): 4 channels of length 3
y = F.dropout1d(x, p=0.5)
print("y:\n", y)
print("kept channels == x / (1 - 0.5):", [bool(torch.equal(y[c], x[c] * 2)) for c in range(4) if y[c].any()])

y_off = F.dropout1d(x, 0.5, training=False)
print("training=False, (C, L): equal:", torch.equal(y_off, x), "| same object:", y_off is x)
xb = x[None]                                # batched (1, C, L)
print("training=False, (N, C, L): same object:", F.dropout1d(xb, 0.5, training=False) is xb)
