import torch

A = torch.tensor([[1 + 1j, 2 - 1j], [0 + 3j, 4 + 0j]])
print("A.conj():\n", A.conj())
print("same as torch.conj(A):", torch.equal(A.conj(), torch.conj(A)))
print("A.conj().T equals A.mH:", torch.equal(A.conj().T, A.mH))
print("conj twice: is_conj", A.conj().conj().is_conj(), "| equal to A:", torch.equal(A.conj().conj(), A))
x = torch.tensor([1 + 1j], requires_grad=True)
(x.conj() * x).real.sum().backward()
print("grad of |x|^2 through conj:", x.grad)
