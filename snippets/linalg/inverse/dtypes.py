import torch

print("empty:", tuple(torch.linalg.inv(torch.empty(3, 0, 0)).shape))
for dt in (torch.float16, torch.bfloat16, torch.int64):
    try:
        torch.linalg.inv(2 * torch.eye(2, dtype=dt))
    except RuntimeError as e:
        print(f"{dt}: {e}")
try:
    torch.linalg.inv(torch.randn(2, 3))
except RuntimeError as e:
    print("non-square:", e)
