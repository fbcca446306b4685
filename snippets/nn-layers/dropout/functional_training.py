import torch
import torch.nn as nn
import torch.nn.functional as F

class Wrong(nn.Module):
    def forward(self, x):
        return F.dropout(x, 0.5)            # training=True by default, whatever the mode

class Right(nn.Module):
    def forward(self, x):
        return F.dropout(x, 0.5, training=self.training)

x = torch.ones(8)
for m in (Wrong(), Right()):
    m.eval()
    print(type(m).__name__, "in eval mode:", m(x))
