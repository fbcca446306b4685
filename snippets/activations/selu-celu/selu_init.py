import torch
from torch import nn

# a deep SELU MLP keeps unit variance only with weights of variance 1 / fan_in
torch.manual_seed(0)
x = torch.randn(2048, 256)
print("calculate_gain('selu'):", nn.init.calculate_gain("selu"), "| 'linear':", nn.init.calculate_gain("linear"))
for nl in ("linear", "selu"):
    torch.manual_seed(1)
    h = x
    for _ in range(30):
        w = torch.empty(256, 256)
        nn.init.kaiming_normal_(w, nonlinearity=nl)
        h = nn.functional.selu(h @ w.T)
    print(f"kaiming_normal_(nonlinearity={nl!r:9}) -> after 30 layers: mean {h.mean().item():+.4f}, std {h.std().item():.4f}")
