import torch

print("torch.short is torch.int16:", torch.short is torch.int16)
x = torch.arange(3).short()
print("Tensor.short():", x, x.dtype)
print("sum() dtype:", x.sum().dtype, "(integer sums promote to int64)")
