import torch

g = torch.Generator().manual_seed(0)
M = torch.randn(50, 50, dtype=torch.float64, generator=g)
A = M @ M.T + torch.eye(50, dtype=torch.float64)
for method in ("basic", "ortho"):
    steps = []
    torch.manual_seed(0)
    E, _ = torch.lobpcg(A, k=3, method=method, tracker=lambda w: steps.append(w.ivars["istep"]))
    print(f"method={method}: iterations={max(steps)}  eigenvalues={[round(e, 4) for e in E.tolist()]}")
