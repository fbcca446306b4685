import torch

a = torch.tensor([1, 7, -3])
b = torch.tensor([4, 2, -3])
print("fmax on int64:", torch.fmax(a, b), "equals maximum:", torch.equal(torch.fmax(a, b), torch.maximum(a, b)))
print("fmax([nan, 2.], -inf):",
      torch.fmax(torch.tensor([float("nan"), 2.0]), torch.tensor(float("-inf"))))
