import torch

h = torch.full((2,), 300.0).half()                  # sum of squares 180000 > float16 max 65504
print("vector_norm float16:", torch.linalg.vector_norm(h).item())
print("by hand in float16, (h*h).sum().sqrt():", (h * h).sum().sqrt().item())
print("vector_norm(h, dtype=float32):", torch.linalg.vector_norm(h, dtype=torch.float32).item(), " exact:", (2 * 300.0 ** 2) ** 0.5)
print("float32 [1e30, 1e30]:", torch.linalg.vector_norm(torch.tensor([1e30, 1e30])).item())
print("NaN entry:", torch.linalg.vector_norm(torch.tensor([float("nan"), 1.0])).item())
