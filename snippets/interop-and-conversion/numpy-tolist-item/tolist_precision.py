import torch

f32 = torch.tensor([0.1])
print("float32 0.1 -> Python:", f32.tolist())
print("float64 0.1 -> Python:", torch.tensor([0.1], dtype=torch.float64).tolist())
print("item() gives the same value:", f32[0].item())
