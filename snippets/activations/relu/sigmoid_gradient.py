import torch

x = torch.linspace(-6, 6, 1201, dtype=torch.float64, requires_grad=True)
at = {v: int(torch.argmin((x.detach() - v).abs())) for v in (-5.0, 0.0, 5.0)}
for name, f in [("sigmoid", torch.sigmoid), ("tanh", torch.tanh), ("relu", torch.relu)]:
    (d,) = torch.autograd.grad(f(x).sum(), x)
    print(f"{name:8s} largest derivative {d.max().item():.4f} | "
          f"at x=-5: {d[at[-5.0]].item():.4f}  x=0: {d[at[0.0]].item():.4f}  "
          f"x=5: {d[at[5.0]].item():.4f}")

# closed forms: sigmoid' = s(1 - s), tanh' = 1 - tanh^2
s = torch.sigmoid(x)
(ds,) = torch.autograd.grad(s.sum(), x)
print("sigmoid' vs s(1-s), max abs diff < 1e-12:",
      (ds - s * (1 - s)).abs().max().item() < 1e-12)
t = torch.tanh(x)
(dt,) = torch.autograd.grad(t.sum(), x)
print("tanh' vs 1-tanh^2, max abs diff < 1e-12:",
      (dt - (1 - t**2)).abs().max().item() < 1e-12)
