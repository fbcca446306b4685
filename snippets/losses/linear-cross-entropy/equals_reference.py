import torch
import torch.nn.functional as F

N, D, C = 64, 8, 100
x = torch.randn(N, D)                        # hidden states
W = torch.randn(C, D)                        # classifier weight (C, in_features), like nn.Linear
b = torch.randn(C)
y = torch.randint(0, C, (N,))
y[:5] = -100                                 # ignored by default for index targets

a = F.linear_cross_entropy(x, W, y, linear_bias=b, label_smoothing=0.1)
r = F.cross_entropy(F.linear(x, W, b), y, label_smoothing=0.1)
print("linear_cross_entropy:", a.item(), " cross_entropy(linear(x)):", r.item(), " equal:", torch.equal(a, r))

p = torch.softmax(torch.randn(N, C), dim=1)   # probability targets
print("probability targets equal:", torch.equal(F.linear_cross_entropy(x, W, p), F.cross_entropy(x @ W.T, p)))
print("unbatched (D,) input:", F.linear_cross_entropy(x[0], W, y[5]).item(), F.cross_entropy(x[0] @ W.T, y[5]).item())
try:
    F.linear_cross_entropy(x, W, p, ignore_index=3)
except RuntimeError as e:
    print("RuntimeError:", e)
