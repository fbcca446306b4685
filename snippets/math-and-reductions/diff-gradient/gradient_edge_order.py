import torch

f = torch.tensor([1.0, 4.0, 9.0, 16.0, 25.0])   # (i + 1)^2, derivative 2(i + 1)
print("edge_order=1:", torch.gradient(f, edge_order=1)[0].tolist())
print("edge_order=2:", torch.gradient(f, edge_order=2)[0].tolist())
# second-order one-sided formula at the first point, spacing 1
print("(-3 f0 + 4 f1 - f2) / 2 =", (-3 * f[0] + 4 * f[1] - f[2]).item() / 2)
print("( 3 f4 - 4 f3 + f2) / 2 =", (3 * f[4] - 4 * f[3] + f[2]).item() / 2)

try:
    torch.gradient(torch.tensor([1.0, 2.0]), edge_order=2)
except RuntimeError as e:
    print("2 samples, edge_order=2: RuntimeError:", e)
