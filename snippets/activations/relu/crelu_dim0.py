import torch
from torch import nn

m = nn.ReLU()
x = torch.randn(2).unsqueeze(0)  # shape (1, 2): one sample, two features

# torch.cat defaults to dim=0: this stacks a second *sample*, not more features
y = torch.cat((m(x), m(-x)))
print("cat along dim 0:", y.shape)

# concatenating along the feature dim keeps one sample with twice the features
z = torch.cat((m(x), m(-x)), dim=1)
print("cat along dim 1:", z.shape)
