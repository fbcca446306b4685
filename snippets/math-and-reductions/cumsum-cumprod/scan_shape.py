import torch

x = torch.tensor([[1, 2, 3],
                  [4, 5, 6]])
print("cumsum dim=1:\n", torch.cumsum(x, dim=1))
print("cumsum dim=0:\n", x.cumsum(dim=0))
print("shape kept  :", tuple(x.cumsum(1).shape), "| last column == sum(dim=1):",
      torch.equal(x.cumsum(1)[:, -1], x.sum(1)))
print("cumprod     :", torch.cumprod(torch.tensor([1.0, 2.0, 3.0, 4.0]), dim=0))
