import torch
import torch.nn as nn

model = nn.Sequential(nn.Conv2d(1, 3, 3), nn.BatchNorm2d(3), nn.ReLU(),
                      nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4)))
old_bn = model[1]
with torch.no_grad():
    old_bn.running_mean.fill_(0.5)
converted = nn.SyncBatchNorm.convert_sync_batchnorm(model)
print(converted)
print("returned the same container:", converted is model)
print("parameters reused:", converted[1].weight is old_bn.weight, "| running_mean kept:", converted[1].running_mean)

bn = nn.BatchNorm2d(3)
sbn = nn.SyncBatchNorm.convert_sync_batchnorm(bn)   # a bare BatchNorm: a new module is returned
print("bare BatchNorm2d: new object:", sbn is not bn, "| type of original:", type(bn).__name__)
