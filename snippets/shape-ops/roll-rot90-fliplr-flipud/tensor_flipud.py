import torch

rows = torch.tensor([[0, 0, 1],
                     [0, 1, 0],
                     [1, 0, 0]])
print("rows.flipud():", rows.flipud().tolist())
print("flipud then fliplr == rot90 by 2:",
      torch.equal(rows.flipud().fliplr(), torch.rot90(rows, 2)))
