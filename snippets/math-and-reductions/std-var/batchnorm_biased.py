import torch

x = torch.tensor([[1.0], [2.0], [3.0], [6.0]])      # batch of 4, one feature
bn = torch.nn.BatchNorm1d(1, affine=False)          # training mode, eps=1e-5
out = bn(x).flatten()

biased = (x - x.mean()) / torch.sqrt(x.var(correction=0) + bn.eps)
unbiased = (x - x.mean()) / torch.sqrt(x.var() + bn.eps)
print("BatchNorm1d output   :", out)
print("with var(correction=0):", biased.flatten())
print("with var() (N-1)      :", unbiased.flatten())
