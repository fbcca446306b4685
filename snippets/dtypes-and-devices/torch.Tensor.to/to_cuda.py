# device: cuda
import torch

x = torch.arange(4.0)
g = x.to("cuda")
print("g.device:", g.device, " g is x:", g is x)
print("g.to('cuda') is g:", g.to("cuda") is g)
h = x.to("cuda", torch.float16, non_blocking=True)
print("h:", h.dtype, h.device)
back = g.to("cpu")
print("back on cpu:", back, " equal:", torch.equal(back, x))
