import torch

# Intervals between event times, keeping one value per event.
t = torch.tensor([0.0, 0.5, 1.25, 3.0])
print("t.diff():", t.diff().tolist())
print("t.diff(prepend=t[:1]):", t.diff(prepend=t[:1]).tolist())

# Where does a sorted label vector change? diff != 0 marks the boundaries.
labels = torch.tensor([0, 0, 1, 1, 1, 3])
print("boundaries after index:", (labels.diff() != 0).nonzero().flatten().tolist())
