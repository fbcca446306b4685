import torch

cases = [
    ((3,), (3,)),
    ((2, 3), (3, 4)),
    ((3,), (3, 4)),
    ((2, 3), (3,)),
    ((5, 2, 3), (3, 4)),
    ((2, 3), (5, 3, 4)),
    ((5, 2, 3), (3,)),
    ((3,), (5, 3, 4)),
    ((7, 1, 2, 3), (5, 3, 4)),
    ((5, 2, 3), (6, 3, 4)),
    ((2, 3), (4, 3)),
]
print("| `a.shape` | `b.shape` | `(a @ b).shape` |")
print("|---|---|---|")
for sa, sb in cases:
    try:
        out = str(tuple((torch.ones(sa) @ torch.ones(sb)).shape))
    except RuntimeError as e:
        out = "RuntimeError: " + str(e).split(" at ")[0]
    print(f"| {sa} | {sb} | {out} |")
