import torch

v = torch.tensor([1, 2, 4])                          # one variable, int64
print("1-D int input:", v.cov(), v.cov().dtype)
z = torch.tensor([1 + 1j, 2 - 1j, 0j])
dev = z - z.mean()
print("complex:", z.cov(), "| sum |z - mean|^2 / (N - 1):", (dev * dev.conj()).sum() / 2)
