import torch

Y = torch.zeros(3, 3)
d = torch.linalg.diagonal(Y)
print("shares memory:", d.data_ptr() == Y.data_ptr(), " strides:", d.stride())
d.fill_(1.0)                                             # writes through to Y
print("Y after d.fill_(1):", Y.tolist())
try:
    torch.linalg.diagonal(torch.ones(3))
except IndexError as e:
    print("1-D input:", e)
