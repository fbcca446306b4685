import torch

x = torch.tensor([1.0, -2.0])
p = torch.conj_physical(x)
print("real input returned as is:", p is x)
i = torch.tensor([3, 4])
print("int input returned as is:", torch.conj_physical(i) is i)

# So writing into the result would change x. Take a copy if you need to modify it.
safe = torch.conj_physical(x).clone()
safe[0] = 100.0
print("x unchanged:", x.tolist())
