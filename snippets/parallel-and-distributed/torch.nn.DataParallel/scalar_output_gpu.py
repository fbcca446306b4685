# device: cuda
import torch
from torch import nn


class WithLoss(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 1)

    def forward(self, x):
        return self.fc(x).pow(2).mean()  # a 0-dim loss per replica


dp = nn.DataParallel(WithLoss().cuda())
out = dp(torch.randn(8, 3, device="cuda"))
print("devices used:", len(dp.device_ids))
print("output shape:", tuple(out.shape))
print("mean over devices:", tuple(out.mean().shape))
