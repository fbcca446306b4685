import torch
import torch.nn.functional as F

P = torch.tensor([[0.7, 0.2, 0.1]])          # observed (target)
Q = torch.tensor([[0.4, 0.4, 0.2]])          # model (input, as log-probabilities)
print("kl_div(log Q, P) = KL(P || Q):", F.kl_div(Q.log(), P, reduction="batchmean").item(),
      " by hand:", (P * (P / Q).log()).sum().item())
print("kl_div(log P, Q) = KL(Q || P):", F.kl_div(P.log(), Q, reduction="batchmean").item(),
      " by hand:", (Q * (Q / P).log()).sum().item())
