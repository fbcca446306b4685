import torch

z = torch.tensor([complex(1, 0), complex(1, 1), complex(2, -0.0), complex(float("nan"), 0)])
print("torch.isreal(z)         :", torch.isreal(z))
print("float input             :", torch.isreal(torch.tensor([1.5, float("nan"), float("inf")])), "<- every non-complex value")
print("is_complex() / isreal   :", z.is_complex(), "vs one bool per element")
