import torch


def shares(a, b):
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()


x = torch.arange(12).reshape(3, 4)

r1 = x.reshape(4, 3)                          # x is contiguous: a view
print("contiguous input -> shares:", shares(r1, x))

xt = x.t()                                    # stride (1, 4)
r2 = xt.reshape(12)                           # cannot be a view: a copy
print("transposed input -> shares:", shares(r2, x))

r1[0, 0] = 100
r2[1] = -1
print("x after writing to both results:")
print(x)                                       # only the view's write shows
