import torch
import torch.nn as nn

T, N, C = 6, 3, 5
log_probs = torch.randn(T, N, C).log_softmax(dim=2)
targets = torch.tensor([[1, 2, 3], [4, 4, 0], [2, 0, 0]])     # padded (N, S); padding is ignored
input_lengths = torch.tensor([6, 6, 4])
target_lengths = torch.tensor([3, 2, 1])

none = nn.CTCLoss(reduction="none")(log_probs, targets, input_lengths, target_lengths)
print("none:", none)
print("mean:", nn.CTCLoss()(log_probs, targets, input_lengths, target_lengths).item(),
      " (none / target_lengths).mean():", (none / target_lengths).mean().item(), " none.mean():", none.mean().item())
print("sum: ", nn.CTCLoss(reduction="sum")(log_probs, targets, input_lengths, target_lengths).item(), " none.sum():", none.sum().item())
