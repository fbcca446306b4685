import torch

Y = torch.arange(6.0).reshape(2, 3)                      # rows [0 1 2], [3 4 5]
print("2-D, dim=-1:", torch.trapezoid(Y).tolist(), " dim=0:", torch.trapezoid(Y, dim=0).tolist())
print("1-D x broadcast along dim:", torch.trapezoid(Y, torch.tensor([0.0, 1.0, 3.0])).tolist())
print("x per row:", torch.trapezoid(Y, torch.tensor([[0.0, 1.0, 3.0], [0.0, 2.0, 4.0]])).tolist())
print("empty:", torch.trapezoid(torch.empty(0)).item(), " one sample:", torch.trapezoid(torch.tensor([5.0])).item())
cases = {
    "0-d y": lambda: torch.trapezoid(torch.tensor(5.0)),
    "x of length 2 for 3 samples": lambda: torch.trapezoid(Y, torch.tensor([0.0, 1.0])),
    "x of shape (2, 1), broadcastable but 1 entry along dim": lambda: torch.trapezoid(Y, torch.tensor([[0.0], [1.0]])),
    "both x and dx": lambda: torch.trapezoid(Y, torch.tensor([0.0, 1.0, 3.0]), dx=2),
}
for name, f in cases.items():
    try:
        f()
    except (RuntimeError, IndexError, TypeError) as e:
        print(f"{name}: {type(e).__name__}: {str(e).splitlines()[0]}")
