# raises: AssertionError
import torch
from torch import nn
from torch.nn.utils import fuse_linear_bn_eval

lin, bn = nn.Linear(5, 3).eval(), nn.BatchNorm1d(4).eval()
fuse_linear_bn_eval(lin, bn)
