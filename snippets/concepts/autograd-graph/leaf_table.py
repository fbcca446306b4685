import torch
from torch import nn

p = torch.randn(3, requires_grad=True)
cases = {
    "torch.randn(3)": torch.randn(3),
    "torch.randn(3, requires_grad=True)": p,
    "p * 2": p * 2,
    "p.double()": p.double(),
    "p.float()": p.float(),  # p is already float32
    "torch.randn(3, dtype=torch.float64, requires_grad=True)":
        torch.randn(3, dtype=torch.float64, requires_grad=True),
    "p.detach()": p.detach(),
    "torch.randn(3) * 2": torch.randn(3) * 2,
    "nn.Linear(3, 1).weight": nn.Linear(3, 1).weight,
}
print("| tensor | is_leaf | requires_grad | grad_fn |")
print("|---|---|---|---|")
for name, t in cases.items():
    fn = type(t.grad_fn).__name__ if t.grad_fn is not None else "None"
    print(f"| `{name}` | {t.is_leaf} | {t.requires_grad} | {fn} |")
