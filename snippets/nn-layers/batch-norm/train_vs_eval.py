import torch
import torch.nn as nn

bn = nn.BatchNorm2d(2)
x = torch.randn(4, 2, 3, 3) * 4 + 10        # (N, C, H, W): statistics over N, H, W per channel

y_train = bn(x)
m = x.mean(dim=(0, 2, 3))
v = x.var(dim=(0, 2, 3), unbiased=False)
by_hand = (x - m[None, :, None, None]) / torch.sqrt(v[None, :, None, None] + bn.eps)
print("train: max |y - by_hand|:", (y_train - by_hand).abs().max().item())

bn.eval()                                   # now the running buffers are used
rm, rv = bn.running_mean.clone(), bn.running_var.clone()
y_eval = bn(x)
by_hand_eval = (x - rm[None, :, None, None]) / torch.sqrt(rv[None, :, None, None] + bn.eps)
print("running_mean:", rm, "running_var:", rv)
print("eval: max |y - by_hand_eval|:", (y_eval - by_hand_eval).abs().max().item())
print("eval output mean per channel:", y_eval.mean(dim=(0, 2, 3)).detach())
print("buffers changed by the eval call:", not torch.equal(rm, bn.running_mean))
