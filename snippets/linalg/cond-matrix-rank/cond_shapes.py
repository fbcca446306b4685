import torch

print("batch (4,3,3) ->", tuple(torch.linalg.cond(torch.randn(4, 3, 3)).shape))
R = torch.randn(3, 2)
s = torch.linalg.svdvals(R)
print("3x2, p=None:", torch.linalg.cond(R).item(), " sigma ratio:", (s[0] / s[-1]).item())
print("complex64 input -> result dtype", torch.linalg.cond(torch.eye(2, dtype=torch.complex64)).dtype)
cases = {
    "3x2 with p=1": lambda: torch.linalg.cond(R, 1),
    "p=3": lambda: torch.linalg.cond(torch.eye(2), 3),
    "int64": lambda: torch.linalg.cond(torch.eye(2, dtype=torch.int64)),
    "float16": lambda: torch.linalg.cond(torch.eye(2).half()),
}
for name, f in cases.items():
    try:
        f()
    except (RuntimeError, NotImplementedError) as e:
        print(f"{name}: {type(e).__name__}: {e}")
