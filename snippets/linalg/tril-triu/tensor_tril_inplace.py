import torch

big = torch.ones(4, 4)
block = big[:3, :3]                         # a view into big
out = block.tril_()
print("returns the view itself:", out is block)
print(big)                                  # zeros appeared in big: the write went through the view

x = torch.arange(1.0, 7.0).reshape(2, 3)    # non-square works too
x.tril_(diagonal=1)
print("2x3 after tril_(1):", x.tolist())
