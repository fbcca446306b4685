import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype=torch.float64)
print("defaults: torch.svd U", tuple(torch.svd(A).U.shape), "| linalg.svd U", tuple(torch.linalg.svd(A).U.shape))
Z = torch.randn(3, 2, dtype=torch.complex128)
u, s, v = torch.svd(Z)
U, S, Vh = torch.linalg.svd(Z, full_matrices=False)
print("complex: V == Vh.mH:", torch.allclose(v, Vh.mH), "| V == Vh.mT:", torch.allclose(v, Vh.mT))
old = torch.svd(A, compute_uv=False)
new = torch.linalg.svd(A)
print("compute_uv=False: U", tuple(old.U.shape), "all zero:", bool((old.U == 0).all()),
      "| V all zero:", bool((old.V == 0).all()), "| S", [round(v, 4) for v in old.S.tolist()])
print("svdvals instead:", [round(v, 4) for v in torch.linalg.svdvals(A).tolist()])
phase = torch.exp(1j * torch.tensor([0.7, -1.2], dtype=torch.float64))       # one phase per column
print("u, v times the same phases still rebuild Z:",
      torch.allclose((u * phase) @ torch.diag(s).to(Z.dtype) @ (v * phase).mH, Z))
