import torch

grads = torch.tensor([0.1, float("inf"), -0.2, float("nan")])
ok = grads.isfinite()
print("grads.isfinite():", ok)
print("all finite?     :", ok.all().item())
print("finite values   :", grads[ok])
