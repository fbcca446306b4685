import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
print("column_stack:")
print(torch.column_stack((a, b)))            # each 1-D becomes a column
print("hstack of the same:", torch.hstack((a, b)))

M = torch.tensor([[10, 11],
                  [20, 21],
                  [30, 31]])
print("1-D + 2-D:")
print(torch.column_stack((a, M)))            # (3,) as (3, 1), then cat along dim 1
print("0-D:", tuple(torch.column_stack((torch.tensor(1), torch.tensor(2))).shape))
