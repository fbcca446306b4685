import torch

print("can_cast(int64, int8):", torch.can_cast(torch.int64, torch.int8))
print("can_cast(float64, float16):", torch.can_cast(torch.float64, torch.float16))
print("tensor([300]).to(int8):", torch.tensor([300]).to(torch.int8))
print("tensor([1e5], float64).to(float16):", torch.tensor([1e5], dtype=torch.float64).to(torch.float16))
