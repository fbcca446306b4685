import torch

x = torch.empty(2, 3)
r = x.fill_(7)
print("x.fill_(7):\n", x)
print("returns x itself:", r is x)
i = torch.zeros(3, dtype=torch.int64)
print("int64 fill_(2.9):", i.fill_(2.9), "| fill_(-2.9):", torch.zeros(2, dtype=torch.int64).fill_(-2.9), "(toward zero)")
print("bool fill_(5):", torch.zeros(2, dtype=torch.bool).fill_(5))
print("0-d tensor as value:", torch.zeros(2).fill_(torch.tensor(3.5)))
print("empty tensor:", torch.empty(0).fill_(1.0))
