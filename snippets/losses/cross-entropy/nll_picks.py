import torch
from torch import nn

log_probs = torch.log_softmax(torch.tensor([[2.0, 0.5, -1.0],
                                            [0.1, 0.2, 3.0]]), dim=1)
target = torch.tensor([0, 2])
picked = log_probs[torch.arange(2), target]
print("log p at the targets:", picked)
print("NLLLoss(reduction='none'):", nn.NLLLoss(reduction="none")(log_probs, target))
print("NLLLoss():", nn.NLLLoss()(log_probs, target), "= -mean:", -picked.mean())
