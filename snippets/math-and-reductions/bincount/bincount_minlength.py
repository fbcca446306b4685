import torch

x = torch.tensor([1, 1, 3])
print("minlength=6:", torch.bincount(x, minlength=6).tolist())
print("minlength=2 (too small, ignored):", torch.bincount(x, minlength=2).tolist())
print("empty input:", torch.bincount(torch.tensor([], dtype=torch.long)).tolist(),
      "| with minlength=3:", torch.bincount(torch.tensor([], dtype=torch.long), minlength=3).tolist())
print("one large value -> length", torch.bincount(torch.tensor([10**6])).numel())
