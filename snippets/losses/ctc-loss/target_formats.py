import torch
import torch.nn.functional as F

T, N, C = 6, 2, 5
log_probs = torch.randn(T, N, C).log_softmax(dim=2)
input_lengths = torch.tensor([6, 5])
target_lengths = torch.tensor([3, 2])

padded = torch.tensor([[1, 2, 3], [4, 1, 0]])            # (N, S_max)
concat = torch.tensor([1, 2, 3, 4, 1])                   # (sum(target_lengths),)
a = F.ctc_loss(log_probs, padded, input_lengths, target_lengths, reduction="none")
b = F.ctc_loss(log_probs, concat, input_lengths, target_lengths, reduction="none")
print("padded:", a, " concatenated:", b, " equal:", torch.equal(a, b))

# unbatched: (T, C) log-probs, (S,) target, 0-d lengths
u = F.ctc_loss(log_probs[:, 0], padded[0], torch.tensor(6), torch.tensor(3), reduction="none")
print("unbatched (T, C):", u)
print("int32 lengths and targets:",
      F.ctc_loss(log_probs, padded.int(), input_lengths.int(), target_lengths.int(), reduction="none"))
