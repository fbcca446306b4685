# raises: RuntimeError
import torch

t = torch.tensor([[10, 30, 20],
                  [60, 40, 50]])                  # size 3 along dim 1
for v in (-1, 3, 4, 100):
    out = torch.take_along_dim(t, torch.tensor([[v], [v]]), dim=1)
    print(f"index {v:>3} with dim=1 reads position {v % 3}:", out.flatten().tolist())
try:
    torch.take_along_dim(t, torch.tensor([6]))    # dim=None: range is checked
except RuntimeError as e:
    print("index 6 with dim=None: RuntimeError:", e)
torch.take_along_dim(t, torch.tensor([-1]))       # and negatives are rejected
