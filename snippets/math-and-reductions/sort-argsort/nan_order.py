import torch

x = torch.tensor([2.0, float("nan"), -float("inf"), 1.0])
print("ascending :", torch.sort(x).values)
print("descending:", torch.sort(x, descending=True).values)
