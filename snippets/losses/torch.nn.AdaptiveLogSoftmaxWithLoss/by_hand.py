import torch
import torch.nn as nn
import torch.nn.functional as F

asm = nn.AdaptiveLogSoftmaxWithLoss(16, 10, cutoffs=[4, 8], div_value=2.0)
x = torch.randn(5, 16)
logp = asm.log_prob(x)                                   # (N, n_classes)
print("log_prob shape:", tuple(logp.shape), " probabilities sum to:", logp.exp().sum(dim=1))

head = F.log_softmax(asm.head(x), dim=1)                 # 4 shortlist classes + 2 cluster slots
by_hand = torch.empty(5, 10)
by_hand[:, :4] = head[:, :4]                             # classes 0-3: directly in the head
by_hand[:, 4:8] = head[:, 4:5] + F.log_softmax(asm.tail[0](x), dim=1)    # classes 4-7: cluster 0
by_hand[:, 8:] = head[:, 5:6] + F.log_softmax(asm.tail[1](x), dim=1)     # classes 8-9: cluster 1
print("max |log_prob - by hand|:", (logp - by_hand).abs().max().item())

y = torch.tensor([0, 3, 5, 9, 7])
out = asm(x, y)
print("forward output == log_prob picked at the targets:",
      torch.allclose(out.output, logp.gather(1, y[:, None]).squeeze(1)))
