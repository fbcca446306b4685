import torch

readings = torch.tensor([float("nan"), 3.0, 1.0])
backup = torch.tensor([2.0, float("nan"), 4.0])
print("readings.fmax(backup):", readings.fmax(backup))
print("same as torch.fmax   :", torch.equal(readings.fmax(backup), torch.fmax(readings, backup)))
