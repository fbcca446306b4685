import torch

std = torch.tensor([0.5, 2.0, 1.0])
cov = (std**2).diag()                           # independent variables
print("covariance of independent variables:\n", cov)
print("back to the variances:", cov.diag().tolist())
