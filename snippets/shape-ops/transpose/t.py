import torch

m = torch.tensor([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]])
print("m.stride():", m.stride(), "-> m.t().stride():", m.t().stride())
print("m.t().shape:", tuple(m.t().shape))
print("1-D t() is a no-op:", torch.arange(3).t())
print("0-d t():", torch.tensor(7).t())
