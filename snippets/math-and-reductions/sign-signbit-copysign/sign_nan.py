import numpy as np
import torch

nan = float("nan")
x = torch.tensor([nan, -0.0, 1.0])
s = torch.sign(x)
print("torch.sign           :", s)
print("signbit of the result:", torch.signbit(s))
print("np.sign              :", np.sign(x.numpy()))
safe = torch.where(x.isnan(), x, torch.sign(x))
print("NaN kept by hand     :", safe)
