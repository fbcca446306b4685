import torch
import torch.nn as nn

bn = nn.LazyBatchNorm3d()
bn(torch.randn(2, 6, 2, 3, 3))
print(type(bn).__name__, "num_features =", bn.num_features)
try:
    bn(torch.randn(2, 4, 2, 3, 3))          # the channel count is now fixed
except RuntimeError as e:
    print("later call with 4 channels: RuntimeError:", str(e).split("\n")[0][:90])
