import torch

a = torch.tensor([1.0, float("nan"), 3.0], requires_grad=True)
s = a.nansum()
s.backward()
print("a.nansum():", s.item(), " grad:", a.grad, "<- NaN positions get 0")
