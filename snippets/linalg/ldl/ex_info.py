import torch

batch = torch.stack([torch.tensor([[0.0, 1.0], [1.0, 0.0]]),     # indefinite, invertible
                     torch.tensor([[1.0, 2.0], [2.0, 4.0]])])    # singular
LD, pivots, info = torch.linalg.ldl_factor_ex(batch)
print("info:", info, "| pivots:", pivots.tolist())
ok = info == 0
B = torch.ones(2, 2, 1)
X = torch.linalg.ldl_solve(LD[ok], pivots[ok], B[ok])            # solve only where info == 0
print("solved", int(ok.sum()), "system(s), residual:", torch.linalg.norm(batch[ok] @ X - B[ok]).item())
