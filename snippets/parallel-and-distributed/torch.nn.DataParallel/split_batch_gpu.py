# device: cuda
import torch
from torch import nn

seen = []


class Record(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        seen.append((str(x.device), tuple(x.shape)))  # replicas run in threads: sort later
        return self.fc(x)


dp = nn.DataParallel(Record().cuda())  # device_ids: every visible GPU
print("device_ids:", dp.device_ids)
out = dp(torch.randn(8, 3, device="cuda"))  # the batch is split along dim 0
print("replicas saw:", sorted(seen))
print("gathered output:", tuple(out.shape), "on", out.device)
