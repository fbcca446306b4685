import torch

x = torch.tensor([1.0, 2.0, float("nan")])
print("x.eq(torch.tensor([1., 3., nan])):", x.eq(torch.tensor([1.0, 3.0, float("nan")])))
print("x.eq(2)                          :", x.eq(2))
print("same as x == 2                   :", torch.equal(x.eq(2), x == 2))
print("int64 vs float32                 :", torch.tensor([1, 2]).eq(torch.tensor([1.0, 2.5])))
