import torch

print("0x0 matrix:", torch.linalg.det(torch.empty(0, 0)))
print("empty batch:", tuple(torch.linalg.det(torch.empty(0, 3, 3)).shape))
print("batch of 0x0:", torch.linalg.det(torch.empty(2, 0, 0)))
for dt in (torch.float16, torch.bfloat16, torch.int64):
    for name, f in (("det", torch.linalg.det), ("slogdet", torch.linalg.slogdet), ("logdet", torch.logdet)):
        try:
            f(2 * torch.eye(2, dtype=dt))
        except (RuntimeError, NotImplementedError) as e:
            print(f"{name} {dt}: {type(e).__name__}: {e}")
try:
    torch.linalg.det(torch.randn(2, 3))
except RuntimeError as e:
    print("non-square:", e)
