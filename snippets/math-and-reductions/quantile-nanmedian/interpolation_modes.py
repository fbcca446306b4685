import torch

x = torch.tensor([1.0, 2.0, 4.0, 8.0])           # sorted; positions 0..3
q = torch.tensor([0.25, 0.5, 0.6])               # positions q*(n-1) = 0.75, 1.5, 1.8
print("| interpolation | q=0.25 | q=0.5 | q=0.6 |")
print("|---|---|---|---|")
for mode in ["linear", "lower", "higher", "nearest", "midpoint"]:
    r = torch.quantile(x, q, interpolation=mode)
    print(f"| `{mode}` | " + " | ".join(f"{v:.4g}" for v in r.tolist()) + " |")
