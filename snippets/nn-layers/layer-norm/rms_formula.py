import torch
import torch.nn as nn

rms = nn.RMSNorm(4)
print("weight:", rms.weight.data, "| has bias:", [n for n, _ in rms.named_parameters()], "| eps:", rms.eps)
x = torch.randn(2, 3, 4) * 3 + 2
y = rms(x)
eps = torch.finfo(torch.float32).eps        # eps=None: float32 machine epsilon for a float32 input
by_hand = x / torch.sqrt(x.pow(2).mean(dim=-1, keepdim=True) + eps) * rms.weight
print("max |y - by_hand|:", (y - by_hand).abs().max().item())
print("mean of y (not re-centred):", round(y.mean().item(), 4))
print("root mean square of y:", y.pow(2).mean(-1).sqrt()[0].detach())
