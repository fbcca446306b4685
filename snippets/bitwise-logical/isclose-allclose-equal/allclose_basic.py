import torch

ref = torch.tensor([[1.0, 2.0, 3.0]])
out = torch.tensor([1.0, 2.0, 3.0]) + 1e-6
print("allclose(out, ref)       :", torch.allclose(out, ref), "<- (3,) broadcast against (1, 3)")
print("returns                  :", type(torch.allclose(out, ref)).__name__)
print("allclose with a NaN      :", torch.allclose(torch.tensor([1.0, float('nan')]), torch.tensor([1.0, float('nan')])))
print("  ... equal_nan=True     :", torch.allclose(torch.tensor([1.0, float('nan')]), torch.tensor([1.0, float('nan')]), equal_nan=True))
print("empty tensors            :", torch.allclose(torch.tensor([]), torch.tensor([])))
