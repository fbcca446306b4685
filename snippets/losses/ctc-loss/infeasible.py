import torch
import torch.nn as nn

C = 4
log_probs = torch.randn(3, 2, C).log_softmax(dim=2).requires_grad_()   # T = 3
targets = torch.tensor([[1, 2, 3, 1], [1, 1, 0, 0]])
target_lengths = torch.tensor([4, 2])            # sample 0: 4 labels in 3 steps is impossible
input_lengths = torch.tensor([3, 3])             # sample 1: [1, 1] needs a blank between: 3 steps suffice

loss = nn.CTCLoss(reduction="none")(log_probs, targets, input_lengths, target_lengths)
print("zero_infinity=False:", loss)

loss = nn.CTCLoss(reduction="none", zero_infinity=True)(log_probs, targets, input_lengths, target_lengths)
print("zero_infinity=True: ", loss)
loss.sum().backward()
print("grad of sample 0 all zero:", bool((log_probs.grad[:, 0] == 0).all()))

short = torch.tensor([2, 2])                     # now [1, 1] has only 2 steps: impossible too
print("[1, 1] in 2 steps:", nn.CTCLoss(reduction="none")(log_probs, targets, short, target_lengths)[1].item())
