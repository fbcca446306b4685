import torch

x = torch.tensor([[3, 9, -2],
                  [7, 0, 5]], dtype=torch.int16)
r = torch.aminmax(x)
print(type(r).__name__, "min:", r.min, "max:", r.max)
mn, mx = torch.aminmax(x, dim=1, keepdim=True)
print("dim=1, keepdim=True:", mn.flatten(), mx.flatten(), "shape:", mn.shape)
print("== (amin, amax):", torch.equal(mn, x.amin(dim=1, keepdim=True)), torch.equal(mx, x.amax(dim=1, keepdim=True)))
