import torch

A = torch.tensor([[2.0, 1.0, 0.0],
                  [1.0, 3.0, 1.0],
                  [0.0, 1.0, 4.0]], dtype=torch.float64)
# cofactor expansion along row 0, written out by hand
a = A.tolist()
by_hand = (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
           - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
           + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]))
print("linalg.det(A):", torch.linalg.det(A).item(), " cofactor expansion:", by_hand)

B = torch.randn(4, 5, 5, dtype=torch.float64)
d = torch.linalg.det(B)
eig_prod = torch.linalg.eigvals(B).prod(-1)           # det = product of eigenvalues
print("batch result shape:", tuple(d.shape))
print("max |det - prod(eigvals)|:", (d - eig_prod.real).abs().max().item(),
      " max |imag part|:", eig_prod.imag.abs().max().item())
C = torch.tensor([[1j, 2.0], [0.0, 3.0]], dtype=torch.complex64)
print("complex det:", torch.linalg.det(C))
