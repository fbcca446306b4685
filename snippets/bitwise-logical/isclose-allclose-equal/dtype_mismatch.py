# raises: RuntimeError
import torch

i = torch.tensor([1, 2])
f = torch.tensor([1.0, 2.0])
print("torch.equal(i, f)              :", torch.equal(i, f), "<- dtype is not compared")
print("torch.allclose(i.float(), f)   :", torch.allclose(i.float(), f))
torch.allclose(i, f)                     # isclose/allclose need the same dtype
