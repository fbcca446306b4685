import torch

x = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 6.0, 8.0]])
print("quantile(x, 0.5)            :", torch.quantile(x, 0.5), "<- dim=None flattens all 6 values")
print("quantile(x, 0.5, dim=1)     :", torch.quantile(x, 0.5, dim=1))
q = torch.tensor([0.25, 0.75])
print("q of 2 values, dim=1 shape  :", torch.quantile(x, q, dim=1).shape, "<- q's dim comes first")
print("  ... keepdim=True shape    :", torch.quantile(x, q, dim=1, keepdim=True).shape)
print("float64 input keeps float64 :", torch.quantile(x.double(), 0.5).dtype)
