import torch

x = torch.tensor([[1, 2, 2, 3],
                  [7, 7, 5, 5]])
m = torch.mode(x, dim=1)
print(type(m).__name__)
print("values :", m.values)
print("indices:", m.indices)
print("mode of a 1-D tensor:", torch.tensor([4, 9, 9, 4, 9]).mode())
