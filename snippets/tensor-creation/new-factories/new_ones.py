import torch

labels = torch.tensor([3, 1, 2])
print("int64 ones from int64 labels:", labels.new_ones(3))
print("dtype=int8:", labels.new_ones(2, 2, dtype=torch.int8))
print("as a weight vector:", torch.zeros(4, dtype=torch.bfloat16).new_ones(4))
