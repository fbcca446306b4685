import torch

A = torch.tensor([[2.0, 1.0],
                  [1.0, 3.0],
                  [2.0, 0.0]], dtype=torch.float64)
a, tau = torch.geqrf(A)
m, k = a.shape[0], tau.shape[0]
H = torch.eye(m, dtype=A.dtype)
for i in range(k):
    v = torch.zeros(m, dtype=A.dtype)
    v[i] = 1.0                                  # implicit unit entry
    v[i + 1:] = a[i + 1:, i]                    # stored below the diagonal
    H = H @ (torch.eye(m, dtype=A.dtype) - tau[i] * torch.outer(v, v))
Q = torch.linalg.householder_product(a, tau)
print("max |H_1 H_2 [:, :2] - householder_product|:", (H[:, :k] - Q).abs().max().item())
print("max |Q R - A|:", (Q @ a[:k].triu() - A).abs().max().item())
junk = a.clone()
junk[0, 0], junk[0, 1], junk[1, 1] = 99.0, -5.0, 7.0        # overwrite the R part
print("entries on/above the diagonal are not read:", torch.equal(torch.linalg.householder_product(junk, tau), Q))
