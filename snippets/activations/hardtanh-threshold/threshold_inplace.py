import torch
import torch.nn.functional as F

x = torch.tensor([-1.0, 0.5, 2.0])
ptr = x.data_ptr()
y = F.threshold_(x, 1.0, 0.0)
print("F.threshold_ returned:", y)
print("x now                :", x, "| same tensor object:", y is x, "| same memory:", y.data_ptr() == ptr)

z = torch.tensor([-1.0, 0.5, 2.0])
print("same as inplace=True :", torch.equal(F.threshold(z, 1.0, 0.0, inplace=True), y))
print("nn.Threshold(1.0, 0.0, inplace=True):", torch.nn.Threshold(1.0, 0.0, inplace=True))
