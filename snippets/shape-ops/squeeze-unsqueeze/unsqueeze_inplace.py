import torch

x = torch.arange(3.0)
r = x.unsqueeze_(0)
print("x.unsqueeze_(0): shape", tuple(x.shape), "strides", x.stride(), "| returns x:", r is x)
x.unsqueeze_(-1)
print("then unsqueeze_(-1):", tuple(x.shape))
try:
    torch.zeros(3).unsqueeze_(2)
except IndexError as e:
    print("unsqueeze_(2) on 1-D: IndexError -", e)
