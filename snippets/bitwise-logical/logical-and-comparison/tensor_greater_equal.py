import torch

b = torch.tensor([True, False])
print("bool b.greater_equal(True):", b.greater_equal(True), "<- False counts as 0, True as 1")
