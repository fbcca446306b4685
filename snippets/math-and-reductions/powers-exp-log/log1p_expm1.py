import torch

tiny = torch.tensor([1e-8])
print("log(1 + 1e-8) :", torch.log(1 + tiny), "(1 + 1e-8 rounds to 1 in float32)")
print("log1p(1e-8)   :", torch.log1p(tiny))
print("exp(1e-8) - 1 :", torch.exp(tiny) - 1)
print("expm1(1e-8)   :", torch.expm1(tiny))
