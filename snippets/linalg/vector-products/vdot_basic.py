import torch

z = torch.tensor([1 + 2j, 3 - 1j])
w = torch.tensor([2 - 1j, 1j])
print("vdot(z, w):", torch.vdot(z, w), " sum(conj(z) * w):", (z.conj() * w).sum())
print("vdot(w, z):", torch.vdot(w, z), " = conj of vdot(z, w)")
print("dot(z, w): ", torch.dot(z, w), " (no conjugation)")
print("vdot(z, z):", torch.vdot(z, z), " = squared norm", torch.linalg.vector_norm(z).item() ** 2)
r = torch.tensor([1.0, 2.0])
print("real input, vdot == dot:", torch.vdot(r, r).item(), torch.dot(r, r).item())
