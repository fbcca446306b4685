import torch

x = torch.arange(6, dtype=torch.int32).reshape(2, 3)
print(torch.full_like(x, 7))
print("2.9 into int32: ", torch.full_like(x, 2.9)[0])
print("-1.5 into int32:", torch.full_like(x, -1.5)[0])
print("dtype=float32:  ", torch.full_like(x, 2.9, dtype=torch.float32)[0])
print("bool from 5:    ", torch.full_like(torch.zeros(2, dtype=torch.bool), 5))
print("0-d tensor value:", torch.full_like(torch.zeros(2), torch.tensor(3.0)))
print("float('-inf') mask:", torch.full_like(torch.zeros(2, 2), float("-inf")))
