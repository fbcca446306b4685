import torch

A = torch.tensor([[1.0, 2.0], [2.0, 4.0], [3.0, 6.0]], dtype=torch.float64)    # 3x2, rank 1
P = torch.linalg.pinv(A)
U, S, Vh = torch.linalg.svd(A, full_matrices=False)
keep = S > torch.finfo(A.dtype).eps * max(A.shape) * S[0]
by_hand = Vh.mT[:, keep] @ torch.diag(1 / S[keep]) @ U[:, keep].mT               # V diag(1/s) U^T
print("pinv shape:", tuple(P.shape), " max |pinv - V S^+ U^T|:", (P - by_hand).abs().max().item())
checks = {"A P A = A": A @ P @ A - A, "P A P = P": P @ A @ P - P,
          "(A P)^T = A P": (A @ P).mT - A @ P, "(P A)^T = P A": (P @ A).mT - P @ A}
for name, d in checks.items():
    print(f"{name}: max err {d.abs().max().item():.1e}")
M = torch.tensor([[2.0, 1.0], [1.0, 3.0]], dtype=torch.float64)
print("invertible: pinv == inv:", torch.allclose(torch.linalg.pinv(M), torch.linalg.inv(M)))
print("zero matrix:", torch.linalg.pinv(torch.zeros(2, 3)).tolist())
for dt in (torch.int64, torch.float16):
    try:
        torch.linalg.pinv(torch.eye(2, dtype=dt))
    except RuntimeError as e:
        print(f"{dt}: {e}")
