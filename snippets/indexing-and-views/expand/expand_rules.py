import torch

x = torch.tensor([[1], [2], [3]])            # shape (3, 1)
print("expand(-1, 4):", tuple(x.expand(-1, 4).shape))        # -1 keeps the size
print("expand(2, 3, 4):", tuple(x.expand(2, 3, 4).shape),    # new leading dim
      "stride:", x.expand(2, 3, 4).stride())
print("expand(3, 1) is a no-op view:", tuple(x.expand(3, 1).shape))
print("expand(1, 3, 4) stride:", x.expand(1, 3, 4).stride())   # a new dim of size 1 keeps a real stride
