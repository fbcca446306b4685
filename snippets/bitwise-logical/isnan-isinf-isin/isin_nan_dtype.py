import torch

nan = float("nan")
print("NaN is not found           :", torch.isin(torch.tensor([1.0, nan]), torch.tensor([nan, 1.0])))
print("int64 in float32 values    :", torch.isin(torch.tensor([1, 2]), torch.tensor([2.0, 1.5])))
print("0.1 + 0.2 in [0.3] float32 :", torch.isin(torch.tensor([0.1 + 0.2]), torch.tensor([0.3])))
print("0.1 + 0.2 in [0.3] float64 :", torch.isin(torch.tensor([0.1 + 0.2], dtype=torch.float64), torch.tensor([0.3], dtype=torch.float64)))
print("empty test_elements        :", torch.isin(torch.tensor([1, 2]), torch.tensor([], dtype=torch.long)))
