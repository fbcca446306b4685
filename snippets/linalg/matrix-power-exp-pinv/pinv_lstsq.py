import torch

A = torch.tensor([[1.0, 0.0], [1.0, 1.0], [1.0, 2.0]], dtype=torch.float64)     # full column rank
B = torch.tensor([[1.0], [2.0], [2.0]], dtype=torch.float64)
x_pinv = torch.linalg.pinv(A) @ B
x_lstsq = torch.linalg.lstsq(A, B).solution
# the last bits differ from run to run (LAPACK's blocking): print 12 decimals and the size of the difference
print("pinv(A) @ B:", [round(v, 12) for v in x_pinv.flatten().tolist()])
print("lstsq(A, B):", [round(v, 12) for v in x_lstsq.flatten().tolist()])
print("max diff below 1e-12:", (x_pinv - x_lstsq).abs().max().item() < 1e-12)
