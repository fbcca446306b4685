import torch

tokens = torch.tensor([[7, 7, 0, 0, 5],
                       [7, 7, 0, 0, 5],
                       [1, 1, 1, 1, 1]])
print("rows, consecutive duplicates removed along dim=0:")
print(tokens.unique_consecutive(dim=0))
print("flattened:", tokens.unique_consecutive())
