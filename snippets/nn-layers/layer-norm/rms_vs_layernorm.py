import torch
import torch.nn as nn
import torch.nn.functional as F

ln = nn.LayerNorm(4, bias=False)
rms = nn.RMSNorm(4)
print("load LayerNorm(bias=False) weights into RMSNorm:", rms.load_state_dict(ln.state_dict()))
x = torch.randn(2, 4) + 2
print("same output:", torch.allclose(ln(x), rms(x)))
print("row means  LayerNorm:", ln(x).mean(-1).detach(), " RMSNorm:", rms(x).mean(-1).detach())
# on zero-mean rows the two agree up to eps
xc = x - x.mean(-1, keepdim=True)
print("zero-mean rows, max diff:", (F.layer_norm(xc, (4,), eps=0.0) - F.rms_norm(xc, (4,), eps=0.0)).abs().max().item())
