import torch

x = torch.tensor([[5.0, 5.0, 1.0, 1.0],
                  [2.0, 2.0, 2.0, 9.0]], requires_grad=True)

m = x.median()                       # all elements: the median 2 occurs three times
m.backward()
print("median()        :", m.detach(), "\ngrad:\n", x.grad)

x.grad = None
r = x.median(dim=1)                  # per row: one index per row gets the gradient
r.values.sum().backward()
print("median(dim=1)   :", r.values.detach(), "indices:", r.indices, "\ngrad:\n", x.grad)
