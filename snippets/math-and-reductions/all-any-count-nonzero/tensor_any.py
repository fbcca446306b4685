import torch

grads = torch.tensor([0.1, float("inf"), -0.3])
if grads.isinf().any():
    print("skip step: some gradient is infinite")
print("x.any() on an all-zero int tensor:", torch.zeros(3, dtype=torch.int32).any())
