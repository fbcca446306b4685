import torch

M = torch.tensor([[2, 1], [1, 3]])                  # int64
v = torch.tensor([1, 2, 3])
calls = {
    "matmul(M, M)": lambda: torch.linalg.matmul(M, M),
    "matrix_power(M, 2)": lambda: torch.linalg.matrix_power(M, 2),
    "cross(v, v)": lambda: torch.linalg.cross(v, v),
    "diagonal(M)": lambda: torch.linalg.diagonal(M),
    "det(M)": lambda: torch.linalg.det(M),
    "inv(M)": lambda: torch.linalg.inv(M),
    "vector_norm(v)": lambda: torch.linalg.vector_norm(v),
}
for name, call in calls.items():
    try:
        print(f"{name:19}: {call().dtype}")
    except RuntimeError as e:
        print(f"{name:19}: RuntimeError ({str(e).split(':')[1].strip().split('.')[0]})")
