import torch

S = torch.tensor([[1.0, 2.0], [2.0, 4.0]], dtype=torch.float64)   # rank 1
P, L, U = torch.linalg.lu(S)
print("linalg.lu on a singular matrix, U:\n", U)
print("max |P L U - S|:", (P @ L @ U - S).abs().max().item())
Sg = S.clone().requires_grad_()
P, L, U = torch.linalg.lu(Sg)
(L.sum() + U.sum()).backward()
print("gradient:\n", Sg.grad)
try:
    torch.linalg.lu_factor(S)
except RuntimeError as e:
    print("lu_factor:", e)
Ag = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64, requires_grad=True)   # full rank
P, L, U = torch.linalg.lu(Ag)
(L.sum() + U.sum()).backward()
print("full-rank gradient is finite:", bool(Ag.grad.isfinite().all()))
