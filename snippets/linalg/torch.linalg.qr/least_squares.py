import torch

# fit y = c0 + c1 * t by least squares
t = torch.tensor([0.0, 1.0, 2.0, 3.0])
y = torch.tensor([1.0, 3.0, 5.0, 7.5])
A = torch.stack([torch.ones_like(t), t], dim=1)     # (4, 2)

Q, R = torch.linalg.qr(A)                             # A = QR, R is 2x2
c = torch.linalg.solve_triangular(R, (Q.mT @ y).unsqueeze(-1), upper=True).squeeze(-1)
print("QR solution    :", c)
print("lstsq solution :", torch.linalg.lstsq(A, y.unsqueeze(-1)).solution.squeeze(-1))
