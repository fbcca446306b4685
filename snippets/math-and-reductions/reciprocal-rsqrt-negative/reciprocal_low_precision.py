import torch

print("float16 1e-5 :", torch.reciprocal(torch.tensor([1e-5], dtype=torch.float16)))
print("bfloat16 1e-5:", torch.reciprocal(torch.tensor([1e-5], dtype=torch.bfloat16)))
tiny = torch.tensor([1e-40])  # a subnormal float32
print("float32 1e-40:", torch.reciprocal(tiny), "(max float32:", torch.finfo(torch.float32).max, end=")\n")
print("float16 1/3  :", torch.reciprocal(torch.tensor([3.0], dtype=torch.float16)).item())
