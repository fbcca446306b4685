import torch
import torch.nn.functional as F

log_q = torch.log_softmax(torch.randn(4), dim=0)   # ONE distribution, no batch dimension
p = torch.softmax(torch.randn(4), dim=0)
kl = (p * (p.log() - log_q)).sum()
print("1-d, batchmean:", F.kl_div(log_q, p, reduction="batchmean").item(),
      " true KL:", kl.item(), " KL / 4:", (kl / 4).item())
print("unsqueeze(0) first:", F.kl_div(log_q.unsqueeze(0), p.unsqueeze(0), reduction="batchmean").item())

print("float16:", F.kl_div(log_q.half(), p.half(), reduction="sum"))
print("float32 input + float64 target ->", F.kl_div(log_q, p.double(), reduction="sum").dtype)
try:
    F.kl_div(log_q, torch.tensor([0, 1, 0, 0]), reduction="sum")
except RuntimeError as e:
    print("int64 target -> RuntimeError:", e)

a = torch.log_softmax(torch.randn(2, 3, 4), dim=1)        # (N, C, L): distribution along dim 1
b = torch.softmax(torch.randn(2, 3, 4), dim=1)
print("(2, 3, 4) batchmean:", F.kl_div(a, b, reduction="batchmean").item(),
      " sum / 2:", (F.kl_div(a, b, reduction="sum") / 2).item())
