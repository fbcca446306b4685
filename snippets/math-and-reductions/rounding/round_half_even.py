import torch

halves = torch.tensor([0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5])
print("x                       :", halves)
print("torch.round (half even) :", torch.round(halves))
print("Python round            :", [round(v) for v in halves.tolist()])
# "round half away from zero" (what 四舍五入 means) has to be written by hand
away = torch.sign(halves) * torch.floor(halves.abs() + 0.5)
print("half away from zero     :", away)
