import torch
import torch.nn.functional as F

x = torch.tensor([-3.0, -2.0, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0, 3.0])
print("x    :", x)
print("relu :", F.relu(x))
print("gelu :", F.gelu(x))
print("silu :", F.silu(x))
print("mish :", F.mish(x))
