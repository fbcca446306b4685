import torch
import torch.nn.functional as F

for name, p, y in [("input 1.5", torch.tensor([1.5]), torch.tensor([1.0])),
                   ("input NaN", torch.tensor([float("nan")]), torch.tensor([1.0])),
                   ("target 2.0", torch.tensor([0.5]), torch.tensor([2.0]))]:
    try:
        print(name, "->", F.binary_cross_entropy(p, y).item())
    except RuntimeError as e:
        print(name, "-> RuntimeError:", e)

# A raw logit fed to BCELoss is only caught if it falls outside [0, 1]:
logit = torch.tensor([0.3])
print("logit 0.3 taken as a probability ->", F.binary_cross_entropy(logit, torch.tensor([1.0])).item())
print("what was meant (sigmoid first)   ->",
      F.binary_cross_entropy(torch.sigmoid(logit), torch.tensor([1.0])).item())
