import torch

x = torch.tensor([4, 2, 5, 2, 1, 3])
values, indices = torch.cummin(x, 0)
print("values: ", values.tolist())
print("indices:", indices.tolist())
by_hand = [min(x[: i + 1].tolist()) for i in range(len(x))]
print("values == running min:", values.tolist() == by_hand)
print("equal values: the later index is reported (position 3 for the second 2)")
