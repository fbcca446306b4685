import torch

src = torch.tensor([[2.0, 3.0],
                    [4.0, 5.0],
                    [6.0, 7.0]])
index = torch.tensor([0, 2, 0])        # rows 0 and 2 of src -> row 0; row 1 -> row 2
print("| reduce | include_self=True | include_self=False |")
print("|---|---|---|")
for red in ("prod", "mean", "amax", "amin"):
    a = torch.ones(3, 2).index_reduce(0, index, src, red, include_self=True)
    b = torch.ones(3, 2).index_reduce(0, index, src, red, include_self=False)
    fmt = lambda t: " / ".join(", ".join(f"{v:g}" for v in row) for row in t.tolist())
    print(f"| `{red}` | {fmt(a)} | {fmt(b)} |")
