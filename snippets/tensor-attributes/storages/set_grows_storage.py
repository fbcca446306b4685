import torch

x = torch.arange(4.0)
print("x's storage before:", x.untyped_storage().nbytes(), "bytes")
big = torch.empty(0).set_(x.untyped_storage(), 0, (10,))   # asks for 10 elements of a 4-element storage
print("big.shape:", tuple(big.shape))
print("x's storage after: ", x.untyped_storage().nbytes(), "bytes  (grown in place)")
print("x itself:", x.tolist())
