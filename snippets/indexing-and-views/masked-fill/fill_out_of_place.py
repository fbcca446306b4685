import torch

x = torch.tensor([1.0, 2.0, 3.0])                # (3,)
mask = torch.tensor([[True, False, False],
                     [False, False, True]])      # (2, 3)
y = x.masked_fill(mask, 0.0)
print("y shape:", tuple(y.shape), "dtype:", y.dtype)
print(y)
print("x unchanged:", x.tolist())
print("new memory:", y.data_ptr() != x.data_ptr())
