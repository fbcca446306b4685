# raises: AssertionError
import torch
from torch import nn
from torch.nn.utils import fuse_conv_bn_eval

conv, bn = nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4)      # modules start in training mode
print("conv.training:", conv.training, " bn.training:", bn.training)
fuse_conv_bn_eval(conv, bn)
