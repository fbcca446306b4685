import torch


def rule(a, b):
    """The broadcasting rule, written out: align from the right, pad with 1."""
    n = max(len(a), len(b))
    a = (1,) * (n - len(a)) + tuple(a)
    b = (1,) * (n - len(b)) + tuple(b)
    out = []
    for x, y in zip(a, b):
        if x != y and x != 1 and y != 1:
            return "error"
        out.append(y if x == 1 else x)
    return tuple(out)


pairs = [
    ((5, 3), (3,)),
    ((5, 3), (5, 1)),
    ((4, 1, 3), (2, 1)),
    ((5, 3, 4, 1), (3, 1, 1)),
    ((), (2, 2)),
    ((2, 1), (0,)),
    ((5, 2, 4, 1), (3, 1, 1)),
    ((5, 3), (5,)),
]
print("| a.shape | b.shape | rule | (a + b).shape |")
print("|---|---|---|---|")
for sa, sb in pairs:
    try:
        got = tuple((torch.zeros(sa) + torch.zeros(sb)).shape)
    except RuntimeError:
        got = "RuntimeError"
    print(f"| {sa} | {sb} | {rule(sa, sb)} | {got} |")
