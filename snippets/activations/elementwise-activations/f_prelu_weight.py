import torch
import torch.nn.functional as F

x = -torch.ones(1, 3, 2, 4)                 # (N, C, H, W), C = 3
w = torch.tensor([0.1, 0.2, 0.3])           # one slope per channel
y = F.prelu(x, w)
print("(1, 3, 2, 4) with 3 slopes, values per channel:", y[0, :, 0, 0].tolist())
try:
    _ = x * w                               # plain broadcasting would align w with W (size 4)
except RuntimeError as e:
    print("x * w with ordinary broadcasting -> RuntimeError:", str(e)[:70])

print("0-d weight          :", F.prelu(x, torch.tensor(0.5))[0, :, 0, 0].tolist())
v = torch.tensor([-2.0, -4.0, 1.0])         # 1-D input: channel count is taken as 1
print("1-D input, 1 slope  :", F.prelu(v, torch.tensor([0.25])).tolist())
try:
    F.prelu(v, torch.tensor([0.1, 0.2, 0.3]))
except RuntimeError as e:
    print("1-D input, 3 slopes -> RuntimeError:", str(e)[:80])
