import torch

x = torch.tensor([0.0, -0.0, 1e-30, float("nan"), 2.0])
print("nonzero float:", torch.nonzero(x).flatten())      # -0.0 is zero; nan is non-zero
print("nonzero bool:", torch.nonzero(x > 0.5).flatten())
print("result dtype:", torch.nonzero(x).dtype)
