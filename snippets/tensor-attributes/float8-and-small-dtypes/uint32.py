import torch

t = torch.tensor([1, 7, 4_000_000_000], dtype=torch.uint32)
for name, fn in {"t * t": lambda: t * t, "t & 3": lambda: t & 3, "t == t": lambda: t == t,
                 "t.sum()": lambda: t.sum(), "t.sort()": lambda: t.sort().values,
                 "t + t": lambda: t + t, "t < t": lambda: t < t, "t.max()": lambda: t.max(),
                 "t * float32": lambda: t * torch.ones(3),
                 "t + int32": lambda: t + torch.ones(3, dtype=torch.int32),
                 "t * uint8": lambda: t * torch.ones(3, dtype=torch.uint8)}.items():
    try:
        r = fn()
        print(f"{name:10} ok   -> {r.dtype} {r.tolist()}")
    except (NotImplementedError, RuntimeError) as e:
        print(f"{name:10} {type(e).__name__}: {e}")
