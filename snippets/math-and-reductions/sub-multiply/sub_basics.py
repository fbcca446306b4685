import torch

a = torch.tensor([10, 20, 30])
b = torch.tensor([1, 2, 3])
print("sub(a, b)          :", torch.sub(a, b))
print("sub(a, b, alpha=2) :", torch.sub(a, b, alpha=2))
print("a - 2 * b          :", a - 2 * b)
print("sub(5, a)          :", torch.sub(5, a))
print("int64 - 0.5        :", torch.sub(a, 0.5), torch.sub(a, 0.5).dtype)
print("broadcast (2,1)-(3,):", torch.sub(torch.tensor([[100], [200]]), b))
out = torch.empty(3, dtype=torch.int64)
r = torch.sub(a, b, out=out)
print("out= returns out   :", r is out, out)
