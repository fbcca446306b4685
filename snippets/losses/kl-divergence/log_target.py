import torch
import torch.nn.functional as F

log_Q = torch.log_softmax(torch.randn(2, 3), dim=1)
P = torch.tensor([[0.7, 0.3, 0.0],
                  [0.2, 0.5, 0.3]])          # a zero probability is allowed
a = F.kl_div(log_Q, P, reduction="batchmean")
print("probability target:        ", a.item())
print("element with P = 0:        ", F.kl_div(log_Q, P, reduction="none")[0, 2].item())

b = F.kl_div(log_Q, P.log(), reduction="batchmean", log_target=True)
print("log target, log_target=True:", b.item())
print("  elements:", F.kl_div(log_Q, P.log(), reduction="none", log_target=True))
