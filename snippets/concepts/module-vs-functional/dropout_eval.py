import torch
import torch.nn.functional as F
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.drop = nn.Dropout(p=0.5)

    def forward(self, x):
        a = self.drop(x)  # follows model.train() / model.eval()
        b = F.dropout(x, p=0.5)  # training=True by default, whatever the mode
        c = F.dropout(x, p=0.5, training=self.training)  # the correct functional call
        return a, b, c


net = Net().eval()
a, b, c = net(torch.ones(8))
print("net.training:", net.training)
print("nn.Dropout:                         ", a)
print("F.dropout(x, p=0.5):                ", b)
print("F.dropout(x, p=0.5, training=False):", c)
