import torch

table = torch.tensor([[1, 2, 3],
                      [4, 5, 6]])
new_row = torch.tensor([7, 8, 9])            # 1-D: lifted to (1, 3)
table = torch.vstack((table, new_row))
print("shape:", tuple(table.shape))
print(table)
