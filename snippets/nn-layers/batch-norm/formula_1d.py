import torch
import torch.nn as nn

bn = nn.BatchNorm1d(3)                      # defaults: affine=True, track_running_stats=True
print("weight:", bn.weight.data, "bias:", bn.bias.data)
print("running_mean:", bn.running_mean, "running_var:", bn.running_var)

x = torch.randn(8, 3) * 2 + 5               # (N, C)
y = bn(x)                                   # a fresh module is in training mode

mean = x.mean(dim=0)
var_biased = x.var(dim=0, unbiased=False)
by_hand = (x - mean) / torch.sqrt(var_biased + bn.eps) * bn.weight + bn.bias
print("max |y - by_hand|:", (y - by_hand).abs().max().item())
print("per-channel mean of y:", y.mean(dim=0).detach())
print("per-channel biased std of y:", y.std(dim=0, unbiased=False).detach())

# the running buffers use the UNBIASED variance of the batch
var_unbiased = x.var(dim=0, unbiased=True)
print("running_mean == 0.9*0 + 0.1*mean:", torch.allclose(bn.running_mean, 0.1 * mean))
print("running_var  == 0.9*1 + 0.1*var_unbiased:", torch.allclose(bn.running_var, 0.9 + 0.1 * var_unbiased))
print("num_batches_tracked:", bn.num_batches_tracked)
