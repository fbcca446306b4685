# raises: ValueError
import torch
import torch.nn as nn

bn = nn.BatchNorm1d(3)
bn.eval()
print("eval, batch of 1:", bn(torch.randn(1, 3)).shape)   # uses running stats: fine
bn.train()
print("train, (1, 3, 2) input:", bn(torch.randn(1, 3, 2)).shape)  # 2 values per channel: fine
bn(torch.randn(1, 3))                                        # 1 value per channel in training
