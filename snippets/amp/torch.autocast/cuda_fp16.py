# device: cuda
import torch
from torch import nn

lin = nn.Linear(8, 4).cuda()
x = torch.randn(2, 8, device="cuda")
with torch.autocast("cuda"):  # dtype defaults to torch.float16 on CUDA
    y = lin(x)
    p = torch.softmax(y, dim=1)  # softmax has a CUDA autocast kernel: float32
    s = y.sum()  # sum: float32 on CUDA
print("linear:", y.dtype, "| softmax:", p.dtype, "| sum:", s.dtype)
with torch.autocast("cuda", dtype=torch.bfloat16):
    print("linear under bfloat16:", lin(x).dtype)
