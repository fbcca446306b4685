import torch

for dt in [torch.uint16, torch.uint32, torch.uint64]:
    t = torch.tensor([1, 2, 3], dtype=dt)
    results = []
    for name, op in [("t + 1", lambda t: t + 1), ("t.max()", lambda t: t.max()), ("t * t", lambda t: t * t),
                     ("t == 2", lambda t: t == 2), ("t.sum()", lambda t: t.sum()), ("t.to(int64)", lambda t: t.to(torch.int64))]:
        try:
            r = op(t)
            results.append(f"{name} ok ({r.dtype})")
        except NotImplementedError:
            results.append(f"{name} NotImplementedError")
    print(f"{str(dt)}: " + "; ".join(results))

try:
    torch.tensor([1, 2, 3], dtype=torch.uint32) + 1
except NotImplementedError as e:
    print("uint32 tensor + 1:", type(e).__name__, "-", e)
