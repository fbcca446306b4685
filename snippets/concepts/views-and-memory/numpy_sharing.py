import numpy as np
import torch

x = torch.ones(2)
y = x.numpy()  # shares memory
x += 1
print("x:", x, "| y = x.numpy():", y)

a = np.ones(5)
b = torch.from_numpy(a)  # shares memory, keeps float64
a += 1
print("a:", a, "| b = from_numpy(a):", b)

c = torch.tensor(a)  # copies
d = torch.as_tensor(a)  # shares when dtype and device allow
e = torch.as_tensor(a, dtype=torch.float32)  # dtype change: copy
a[0] = -7
print("torch.tensor(a)[0]:", c[0].item(), "| as_tensor(a)[0]:", d[0].item(),
      "| as_tensor(a, float32)[0]:", e[0].item())
