import torch

a = torch.tensor([0.0, 0.0])
b = torch.tensor([3.0, -4.0])
print("dist p=2 (default):", torch.dist(a, b))
print("dist p=1          :", torch.dist(a, b, p=1))
print("dist p=inf        :", torch.dist(a, b, p=float("inf")))
print("dist p=0 (nonzero count):", torch.dist(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([1.0, 5.0, 0.0]), p=0))
print("== vector_norm(a - b):", torch.linalg.vector_norm(a - b))
try:
    torch.dist(torch.tensor([1, 2]), torch.tensor([0, 0]))
except RuntimeError as e:
    print("int64 inputs -> RuntimeError:", e)
