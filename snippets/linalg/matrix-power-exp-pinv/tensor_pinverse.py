import torch

v = torch.tensor([[3.0], [4.0]])                          # a column, norm 5
print("v.pinverse():", v.pinverse().tolist(), " = v^T / 25:", (v.mT / 25).tolist())
print("rcond keyword:", v.pinverse(rcond=1e-15).tolist())
