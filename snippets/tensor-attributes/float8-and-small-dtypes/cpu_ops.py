import torch

a = torch.tensor([[1.5, 2.0], [3.0, 0.5]]).to(torch.float8_e4m3fn)
tries = {
    "torch.zeros(2, dtype=...)": lambda: torch.zeros(2, dtype=a.dtype),
    "a.clone(), a[0], torch.cat": lambda: torch.cat([a.clone(), a[0:1]]),
    "a == a": lambda: a == a,
    "a * a": lambda: a * a,
    "a @ a": lambda: a @ a,
    "a + a": lambda: a + a,
    "a * 2": lambda: a * 2,
    "-a": lambda: -a,
    "a < a": lambda: a < a,
    "a.sum()": lambda: a.sum(),
    "torch.rand(2, dtype=...)": lambda: torch.rand(2, dtype=a.dtype),
}
for name, fn in tries.items():
    try:
        r = fn()
        print(f"{name:28} ok  -> {r.dtype}")
    except NotImplementedError as e:
        print(f"{name:28} NotImplementedError: {e}")
print("a @ a           :", (a @ a).float().tolist())
print("float32 a @ a   :", (a.float() @ a.float()).tolist())
