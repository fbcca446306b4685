import torch

T = torch.tensor([[2.0, 0.0], [1.0, 0.0]], dtype=torch.float64)   # zero on the diagonal
b = torch.tensor([[1.0], [2.0]], dtype=torch.float64)
print("singular triangular matrix, no error:", torch.linalg.solve_triangular(T, b, upper=False).flatten())
try:
    torch.linalg.solve_triangular(T, b.flatten(), upper=False)
except RuntimeError as e:
    print("1-D B:", e)
try:
    torch.linalg.solve_triangular(T, b)
except TypeError as e:
    print("no upper=:", e)
for dt in (torch.float16, torch.bfloat16):
    try:
        torch.linalg.solve_triangular(T.to(dt), b.to(dt), upper=False)
    except NotImplementedError as e:
        print(f"{dt}: NotImplementedError: {e}")
X = torch.linalg.solve_triangular(torch.eye(2), b, upper=False)   # float32 A, float64 B
print("float32 A with float64 B: no error, result dtype", X.dtype)
