import torch

height = torch.tensor([150.0, 160.0, 170.0, 180.0])
weight = torch.tensor([50.0, 58.0, 69.0, 80.0])
data = torch.stack([height, weight])                  # variables as rows
print(data.corrcoef())
print("1-D input:", height.corrcoef())
print("int input:", torch.tensor([[1, 2, 3], [3, 1, 2]]).corrcoef())
