import torch

x = torch.tensor([[3.0, 7.0, 7.0],
                  [9.0, 1.0, 4.0]])

print("1) max over all      :", torch.max(x))

r = torch.max(x, dim=1)
print("2) max(dim=1) type   :", type(r).__name__, "| tuple:", isinstance(r, tuple))
print("   values            :", r.values)
print("   indices           :", r.indices)
values, indices = x.max(dim=0)
print("   unpacked dim=0    :", values, indices)

other = torch.tensor([5.0, 5.0, 5.0])
print("3) max(x, other):\n", torch.max(x, other))
