import torch

A = torch.stack([torch.tensor([[2.0, 1.0], [1.0, 3.0]]),
                 torch.tensor([[1.0, 2.0], [2.0, 4.0]])])       # the second is singular
b = torch.ones(2, 2)
out = torch.linalg.solve_ex(A, b)
print(type(out).__name__, "| info:", out.info)
print("result[0]:", out.result[0], "| residual:", torch.linalg.norm(A[0] @ out.result[0] - b[0]).item())
print("result[1]:", out.result[1])
try:
    torch.linalg.solve_ex(A, b, check_errors=True)
except RuntimeError as e:
    print("check_errors=True:", type(e).__name__, e)
