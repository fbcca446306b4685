import torch
import torch.nn as nn

asm = nn.AdaptiveLogSoftmaxWithLoss(16, 10, cutoffs=[4, 8], div_value=2.0)
x = torch.randn(6, 16)
print("predict:              ", asm.predict(x))
print("log_prob(x).argmax(1):", asm.log_prob(x).argmax(dim=1))
print("unbatched forward:", asm(x[0], torch.tensor(2)))
