import torch
import torch.nn as nn

logits = torch.randn(3, 4)                   # model output: 3 samples, 4 classes
P = torch.softmax(torch.randn(3, 4), dim=1)  # target distribution per row
log_Q = torch.log_softmax(logits, dim=1)     # input must be LOG-probabilities

pointwise = nn.KLDivLoss(reduction="none")(log_Q, P)
print("none (shape):", tuple(pointwise.shape))
print("max |none - P * (log P - log Q)|:", (pointwise - P * (P.log() - log_Q)).abs().max().item())

kl_rows = (P * (P.log() - log_Q)).sum(dim=1)  # KL(P || Q) per sample
print("KL per sample:", kl_rows)
print("batchmean:", nn.KLDivLoss(reduction="batchmean")(log_Q, P).item(), " mean of KLs:", kl_rows.mean().item())
print("sum:      ", nn.KLDivLoss(reduction="sum")(log_Q, P).item(), " sum of KLs: ", kl_rows.sum().item())
