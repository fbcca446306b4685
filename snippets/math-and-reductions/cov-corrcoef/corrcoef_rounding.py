import torch

x = torch.randn(5, 7)                                # float32
R = torch.corrcoef(x)
print("max |R - R.T|:      ", (R - R.T).abs().max().item())
print("max |diag(R) - 1|:  ", (R.diagonal() - 1).abs().max().item())
print("all within [-1, 1]:", bool((R.abs() <= 1).all()))
print("constant row:", torch.corrcoef(torch.tensor([[1.0, 2.0, 3.0], [5.0, 5.0, 5.0]])).tolist())
