import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.randn(4, 3)                        # logits (N=4, C=3)
y = torch.tensor([0, 2, -100, 1])            # index targets; -100 is ignored
w = torch.tensor([1.0, 2.0, 0.5])
eps = 0.1

f = F.cross_entropy(x, y, weight=w, label_smoothing=eps)
m = nn.CrossEntropyLoss(weight=w, label_smoothing=eps)(x, y)
print("functional == module:", torch.equal(f, m), f.item())

# by hand: smoothed target (1 - eps) * onehot + eps / C, class weights, ignored row dropped
keep = y != -100
logp = F.log_softmax(x[keep], dim=1)
q = F.one_hot(y[keep], 3).float() * (1 - eps) + eps / 3
w_t = w[y[keep]]                              # weight of each kept sample's target class
nll = -(w_t * logp.gather(1, y[keep, None]).squeeze(1)).sum() / w_t.sum()
smooth = -(logp * w).sum(1).sum() / w_t.sum() / 3
print("by hand:", ((1 - eps) * nll + eps * smooth).item())
print("none keeps the ignored row as 0:", F.cross_entropy(x, y, reduction="none"))
