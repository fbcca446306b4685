import torch
import torch.nn as nn

bn = nn.LazyBatchNorm1d()
print("before:", bn, "| weight:", type(bn.weight).__name__, "| running_mean:", type(bn.running_mean).__name__)
bn(torch.randn(8, 7))                       # the first call fixes num_features = input.shape[1]
print("after: ", bn)
print("num_features:", bn.num_features, "| weight shape:", tuple(bn.weight.shape), "| batches tracked:", bn.num_batches_tracked.item())
