import torch
from torch import nn

model = nn.Linear(3, 2)
dp = nn.DataParallel(model)
print("GPUs:", torch.cuda.device_count(), "| device_ids:", dp.device_ids, "| wraps the same module:", dp.module is model)
x = torch.randn(4, 3)
print("same output as the module:", torch.equal(dp(x), model(x)))
print("state_dict keys:", list(dp.state_dict()))
