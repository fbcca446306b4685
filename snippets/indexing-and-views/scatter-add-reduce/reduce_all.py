import torch

inp = torch.tensor([1.0, 2.0, 3.0, 4.0])
index = torch.tensor([0, 1, 0, 1, 2, 1])
src = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
print("slot 0 gets src 1, 3; slot 1 gets 2, 4, 6; slot 2 gets 5; slot 3 gets nothing")
print("| reduce | include_self=True | include_self=False |")
print("|---|---|---|")
for red in ("sum", "prod", "mean", "amax", "amin"):
    a = inp.scatter_reduce(0, index, src, reduce=red, include_self=True)
    b = inp.scatter_reduce(0, index, src, reduce=red, include_self=False)
    fmt = lambda t: ", ".join(f"{v:g}" for v in t.tolist())
    print(f"| `{red}` | {fmt(a)} | {fmt(b)} |")
