# device: cuda
import torch

x = torch.arange(4.0)
g = x.cuda()                       # copy to the current CUDA device
print("g.device:", g.device, " g is x:", g is x)
print("g.cuda() is g:", g.cuda() is g)
g1 = x.cuda(0, non_blocking=True)  # explicit index
print("g1.device:", g1.device)
c = g.cpu()                        # copy back
print("c.device:", c.device, " equal:", torch.equal(c, x))
print("g * 2 stays on", (g * 2).device)
