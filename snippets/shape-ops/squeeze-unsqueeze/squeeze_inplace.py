import torch

x = torch.zeros(1, 3, 1)
ptr = x.data_ptr()
r = x.squeeze_()
print("x.squeeze_(): shape", tuple(x.shape), "| returns x:", r is x, "| same memory:", x.data_ptr() == ptr)
y = torch.zeros(1, 3, 1)
y.squeeze_(0)
print("squeeze_(0):", tuple(y.shape), "| then squeeze_((1,)):", tuple(y.squeeze_((1,)).shape))
print("size-2 dim is left alone:", tuple(torch.zeros(2, 3).squeeze_(0).shape))
print("(1,) -> 0-d:", tuple(torch.zeros(1).squeeze_().shape))
try:
    torch.zeros(1, 3).squeeze_(None)
except TypeError:
    print("squeeze_(None): TypeError (call squeeze_() without an argument)")
