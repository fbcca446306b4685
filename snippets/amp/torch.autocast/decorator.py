import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    @torch.autocast("cpu", dtype=torch.bfloat16)  # every call of forward runs under autocast
    def forward(self, x):
        return self.fc(x)


net = Net()
out = net(torch.randn(3, 4))
print("output:", out.dtype, "| autocast enabled after the call:", torch.is_autocast_enabled("cpu"))
