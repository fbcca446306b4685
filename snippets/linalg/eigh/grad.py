import torch

I = torch.eye(3, dtype=torch.float64, requires_grad=True)    # eigenvalue 1, three times
L, Q = torch.linalg.eigh(I)
Q.sum().backward()
print("gradient through eigenvectors:\n", I.grad)
I2 = torch.eye(3, dtype=torch.float64, requires_grad=True)
torch.linalg.eigvalsh(I2).sum().backward()
print("gradient through eigvalsh:\n", I2.grad)

Z = torch.tensor([[2.0, 1j], [-1j, 2.0]], dtype=torch.complex128, requires_grad=True)
L, Q = torch.linalg.eigh(Z)
try:
    Q.imag.sum().backward()                                   # depends on the arbitrary phase
except RuntimeError as e:
    print("complex, loss on Q.imag:", str(e).split(". The")[0])
