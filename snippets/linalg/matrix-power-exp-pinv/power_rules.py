import torch

F = torch.tensor([[1, 1], [1, 0]])
print("int32 F^50 (true F(50) = 12586269025):", torch.linalg.matrix_power(F.int(), 50)[0, 1].item())
cases = {
    "int64 with n=-1": lambda: torch.linalg.matrix_power(F, -1),
    "singular with n=-1": lambda: torch.linalg.matrix_power(torch.tensor([[1.0, 2.0], [2.0, 4.0]]), -1),
    "2x3 matrix": lambda: torch.linalg.matrix_power(torch.ones(2, 3), 2),
    "n=2.0": lambda: torch.linalg.matrix_power(torch.eye(2), 2.0),
}
for name, f in cases.items():
    try:
        f()
    except (RuntimeError, TypeError) as e:
        print(f"{name}: {type(e).__name__}: {e}")
