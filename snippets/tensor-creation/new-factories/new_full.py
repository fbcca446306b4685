# raises: TypeError
import torch

scores = torch.randn(2, 3)
print("float32 mask:", scores.new_full((2, 3), float("-inf")))
ids = torch.tensor([5, 6])
print("2.7 into int64:", ids.new_full((3,), 2.7))
print("pad ids:", ids.new_full((2, 4), -100))
ids.new_full(3, 0)                           # size must be a tuple or list here
