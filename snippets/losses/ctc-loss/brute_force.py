import itertools
import math
import torch
import torch.nn as nn

T, C = 4, 3                                   # 4 time steps, classes {0: blank, 1, 2}
log_probs = torch.randn(T, 1, C).log_softmax(dim=2)   # (T, N=1, C): time first
target = [1, 2]

def collapse(path, blank=0):
    out = []
    for i, c in enumerate(path):
        if c != blank and (i == 0 or c != path[i - 1]):
            out.append(c)
    return out

# sum the probability of every path of length T that collapses to the target
total = 0.0
n_paths = 0
for path in itertools.product(range(C), repeat=T):
    if collapse(path) == target:
        n_paths += 1
        total += math.exp(sum(log_probs[t, 0, c].item() for t, c in enumerate(path)))

loss = nn.CTCLoss(reduction="sum")(log_probs, torch.tensor([target]), torch.tensor([T]), torch.tensor([len(target)]))
print("alignments that collapse to [1, 2]:", n_paths, "of", C ** T)
print("CTCLoss (sum):     ", loss.item())
print("-log(sum of paths):", -math.log(total))
