import torch

A = torch.arange(1.0, 13.0).reshape(2, 3, 2)     # two 3x2 matrices
U, S, Vh = torch.linalg.svd(A, full_matrices=False)
print("U", tuple(U.shape), "S", tuple(S.shape), "Vh", tuple(Vh.shape))
recon = U @ torch.diag_embed(S) @ Vh
print("batched reconstruction ok:", torch.allclose(recon, A, atol=1e-4))
