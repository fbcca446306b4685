# raises: RuntimeError
import torch
import torch.nn as nn

N, T, C = 2, 10, 5
out = torch.randn(N, T, C).log_softmax(dim=2)     # a batch-first model output (N, T, C)
targets = torch.tensor([[1, 2], [3, 4]])
lengths = torch.tensor([10, 10])
ctc = nn.CTCLoss()
print("after permute(1, 0, 2):", ctc(out.permute(1, 0, 2), targets, lengths, torch.tensor([2, 2])).item())
ctc(out, targets, lengths, torch.tensor([2, 2]))   # (N, T, C) is read as (T=2, N=10, C)
