import torch
import torch.nn as nn

p = torch.tensor([[0.9, 0.2, 0.6],
                  [0.1, 0.7, 0.5]])      # probabilities in [0, 1]
y = torch.tensor([[1., 0., 1.],
                  [0., 0., 1.]])         # targets in [0, 1], same shape, float

by_hand = -(y * p.log() + (1 - y) * (1 - p).log())
none = nn.BCELoss(reduction="none")(p, y)
print("none:", none)
print("max |none - by hand|:", (none - by_hand).abs().max().item())
print("mean:", nn.BCELoss()(p, y).item(), " by hand:", by_hand.mean().item())
print("sum: ", nn.BCELoss(reduction="sum")(p, y).item(), " by hand:", by_hand.sum().item())
