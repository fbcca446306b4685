import torch
import torch.nn.functional as F

Q = torch.softmax(torch.randn(3, 4), dim=1)
P = torch.softmax(torch.randn(3, 4), dim=1)
print("input = probabilities (wrong):", F.kl_div(Q, P, reduction="batchmean").item())
print("input = log-probabilities:   ", F.kl_div(Q.log(), P, reduction="batchmean").item())
print("target = log P without log_target:", F.kl_div(Q.log(), P.log(), reduction="batchmean").item())
