import torch

x = torch.tensor([1.0, 2.0, 3.0])
y = torch.tensor([4.0, 5.0])
gx, gy = torch.meshgrid(x, y, indexing="ij")
print("strides:", gx.stride(), gy.stride())
print("gx shares memory with x:", gx.data_ptr() == x.data_ptr())
try:
    gx.add_(1)
except RuntimeError as e:
    print("gx.add_(1): RuntimeError:", str(e).split(".")[0])
print("clone() first:", gx.clone().add_(1).tolist())
