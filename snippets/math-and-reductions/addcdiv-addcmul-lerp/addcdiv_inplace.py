import torch

# an Adam-style step: p <- p - lr * m / (sqrt(v) + eps)
p = torch.tensor([1.0, -1.0])
m = torch.tensor([0.2, -0.4])
v = torch.tensor([0.04, 0.16])
ptr = p.data_ptr()
r = p.addcdiv_(m, v.sqrt() + 1e-8, value=-0.1)
print("p after step:", p, "returns self:", r is p, "same memory:", p.data_ptr() == ptr)
