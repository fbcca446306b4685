import torch
import torch.nn.functional as F
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.drop = nn.Dropout(0.5)

    def forward(self, x):
        return self.drop(x), F.dropout(x, 0.5), F.dropout(x, 0.5, training=self.training)


net = Net().eval()
module_out, bare_f, passed_flag = net(torch.ones(8))
print("nn.Dropout in eval:                 ", module_out)
print("F.dropout(x, 0.5) in eval:          ", bare_f)
print("F.dropout(..., training=self.training):", passed_flag)
