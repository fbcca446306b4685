import torch

probs = torch.tensor([[0.2, 0.8], [0.5, 0.5]])
print("rows sum to 1 :", probs.sum(dim=1).isclose(torch.tensor(1.0)).all().item())
print("all >= 0      :", (probs >= 0).all())
if (probs >= 0).all():                   # a 1-element tensor works in `if`
    print("checked with `if`")
