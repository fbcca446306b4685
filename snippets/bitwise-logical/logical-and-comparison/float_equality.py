import torch

nan = torch.tensor([float("nan")])
print("nan == nan:", nan == nan)
x32 = torch.tensor([0.1 + 0.2])                       # float32
x64 = torch.tensor([0.1 + 0.2], dtype=torch.float64)  # float64
print("float32: 0.1 + 0.2 == 0.3:", x32 == 0.3)
print("float64: 0.1 + 0.2 == 0.3:", x64 == 0.3)
print("isclose:", torch.isclose(x64, torch.tensor([0.3], dtype=torch.float64)))
print("torch.equal (whole tensors):", torch.equal(torch.tensor([1, 2]), torch.tensor([1, 2])))
