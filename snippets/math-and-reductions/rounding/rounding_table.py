import torch

x = torch.tensor([-2.5, -1.7, -1.5, -0.5, 0.3, 0.5, 1.5, 1.7, 2.0, 2.5])
rows = {
    "x": x,
    "ceil": torch.ceil(x),
    "floor": torch.floor(x),
    "round": torch.round(x),
    "trunc": torch.trunc(x),
    "fix": x.fix(),
}
print("| op | " + " | ".join(f"{v:g}" for v in x.tolist()) + " |")
print("|---|" + "---|" * len(x))
for name, t in list(rows.items())[1:]:
    print(f"| `{name}` | " + " | ".join(f"{v:g}" for v in t.tolist()) + " |")
