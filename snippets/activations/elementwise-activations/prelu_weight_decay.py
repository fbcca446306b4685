import torch
from torch import nn

x = torch.tensor([[1.0, 2.0, 3.0]])                   # positive inputs: the slope gets no gradient
for wd in (0.0, 0.1):
    prelu = nn.PReLU()                                 # slope starts at 0.25
    opt = torch.optim.SGD(prelu.parameters(), lr=0.5, weight_decay=wd)
    for _ in range(20):
        opt.zero_grad()
        prelu(x).sum().backward()
        opt.step()
    print(f"weight_decay={wd}: slope after 20 steps = {prelu.weight.item():.4f}")
