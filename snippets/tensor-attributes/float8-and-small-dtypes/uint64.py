import torch

big = torch.tensor([2**64 - 1, 2**63], dtype=torch.uint64)
print("values      :", big.tolist())
print("to(int64)   :", big.to(torch.int64).tolist())
print("sum()       :", big.sum().item(), big.sum().dtype)
print("to(float64) :", big.double().tolist())
