import torch

x = torch.arange(6).reshape(2, 3).t()           # shape (3, 2), stride (1, 3)
x.resize_(3, 2)                                 # same shape: nothing changes
print("resize_(3, 2): stride", x.stride(), x.tolist())
x.resize_(6)                                    # new shape: storage re-read row-major
print("resize_(6):    stride", x.stride(), x.tolist())
