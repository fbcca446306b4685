import torch
import torch.nn.functional as F

x = torch.tensor([-100.0, -1.0, 0.0, 3.0])
print("default slope 0.01 :", F.leaky_relu(x))
print("negative_slope=0.2 :", F.leaky_relu(x, 0.2))
print("= where(x > 0, x, 0.2 x):", torch.equal(F.leaky_relu(x, 0.2), torch.where(x > 0, x, 0.2 * x)))
print("slope > 1 accepted :", F.leaky_relu(x, 2.0))
try:
    F.leaky_relu(torch.tensor([-100, 3]), 0.5)
except NotImplementedError as e:
    print("int64 input -> NotImplementedError:", e)
