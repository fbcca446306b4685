import torch
import torch.nn as nn

for cutoffs in ([8, 4], [4, 10]):
    try:
        nn.AdaptiveLogSoftmaxWithLoss(16, 10, cutoffs=cutoffs)
    except ValueError as e:
        print(f"cutoffs={cutoffs} -> ValueError:", str(e)[:60], "...")
asm = nn.AdaptiveLogSoftmaxWithLoss(16, 10, cutoffs=[4, 8])
try:
    asm(torch.randn(2, 16), torch.tensor([3, 10]))
except RuntimeError as e:
    print("target 10 with n_classes=10 -> RuntimeError:", e)
