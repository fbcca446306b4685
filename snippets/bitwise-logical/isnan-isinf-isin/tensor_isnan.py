import torch

loss = torch.tensor([0.3, float("nan"), 0.7])
bad = loss.isnan()
print("loss.isnan()      :", bad)
print("any NaN?          :", bad.any().item(), " how many:", bad.sum().item())
print("mean of the others:", loss[~bad].mean())
