import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0]])
b = torch.tensor([1.0, 2.0])
print("complex64 ->", torch.linalg.solve(A.to(torch.complex64), b.to(torch.complex64)).dtype)
for dt in (torch.float16, torch.bfloat16, torch.int64):
    try:
        torch.linalg.solve(A.to(dt), b.to(dt))
    except (RuntimeError, NotImplementedError) as e:
        print(f"{dt}: {type(e).__name__}: {e}")
try:
    torch.linalg.solve(A, b.double())
except RuntimeError as e:
    print("float32 A, float64 b:", e)
print("empty batch:", tuple(torch.linalg.solve(torch.empty(0, 2, 2), torch.empty(0, 2)).shape))
