import torch

x = torch.tensor([[0.5, float("nan"), 2.0],
                  [1.0, 3.0, -1.0]])
mn, mx = torch.aminmax(x, dim=1)
print("row min:", mn)
print("row max:", mx)
print("whole tensor:", torch.aminmax(x))
