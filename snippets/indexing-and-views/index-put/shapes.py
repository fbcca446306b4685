import torch

x = torch.zeros(3, 4)
# One index tensor for dim 0: whole rows; values broadcast to (2, 4)
a = x.index_put((torch.tensor([0, 2]),), torch.tensor([1.0, 2.0, 3.0, 4.0]))
print("rows 0 and 2:")
print(a)
# Index tensors broadcast: (2, 1) with (1, 2) name 4 positions
b = x.index_put((torch.tensor([[0], [2]]), torch.tensor([[1, 3]])), torch.tensor(9.0))
print("rows {0, 2} x cols {1, 3}:")
print(b)
# A bool mask as the index
m = torch.tensor([[True, False, False, True],
                  [False, False, False, False],
                  [False, True, False, False]])
print("bool mask:", x.index_put((m,), torch.tensor([1.0, 2.0, 3.0])).tolist())
