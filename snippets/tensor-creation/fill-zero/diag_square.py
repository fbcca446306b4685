import torch

m = torch.zeros(3, 3)
m.fill_diagonal_(5.0)
print("3x3:\n", m)
print("equals 5 * eye(3):", torch.equal(m, 5 * torch.eye(3)))
print("3x5:\n", torch.zeros(3, 5).fill_diagonal_(1.0))
print("int64 with 2.7:\n", torch.zeros(2, 2, dtype=torch.int64).fill_diagonal_(2.7))
t = torch.zeros(3, 3).t()
print("transposed (non-contiguous) input works:", torch.equal(t.fill_diagonal_(1.0), torch.eye(3)))
