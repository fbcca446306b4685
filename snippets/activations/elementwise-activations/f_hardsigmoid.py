import torch
import torch.nn.functional as F

x = torch.tensor([-4.0, -3.0, -1.0, 0.0, 1.0, 3.0, 4.0], dtype=torch.float64)
y = F.hardsigmoid(x)
hand = torch.tensor([min(max(v + 3, 0.0), 6.0) / 6 for v in x.tolist()], dtype=torch.float64)
print("F.hardsigmoid(x) :", y)
print("max |F.hardsigmoid - relu6(x + 3) / 6 by hand| :", (y - hand).abs().max().item())
print("max |hardsigmoid - sigmoid| on this grid        :", (y - torch.sigmoid(x)).abs().max().item())
try:
    F.hardsigmoid(torch.tensor([1, 2]))
except NotImplementedError as e:
    print("int64 -> NotImplementedError:", e)
z = x.clone()
F.hardsigmoid(z, inplace=True)
print("inplace=True     :", torch.equal(z, y))
