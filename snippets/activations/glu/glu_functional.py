import torch
import torch.nn.functional as F

x = torch.randn(4, 6, 10)
print("dim=-1 :", tuple(F.glu(x).shape), "| dim=1:", tuple(F.glu(x, dim=1).shape), "| dim=0:", tuple(F.glu(x, 0).shape))

# gradient: d/da = sigmoid(b), d/db = a * sigmoid(b) * (1 - sigmoid(b))
v = torch.tensor([2.0, -1.0, 0.5, 3.0], dtype=torch.float64, requires_grad=True)
F.glu(v).sum().backward()
a, b = v.detach().chunk(2)
s = torch.sigmoid(b)
print("autograd  :", v.grad)
print("by hand   :", torch.cat([s, a * s * (1 - s)]))

for bad in (torch.randn(2, 5), torch.tensor(1.0)):
    try:
        F.glu(bad)
    except RuntimeError as e:
        print(tuple(bad.shape), "-> RuntimeError:", e)
