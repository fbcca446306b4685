import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([10.0, 20.0, 30.0])

print("a + b          :", torch.add(a, b))
print("a + 2 * b      :", torch.add(a, b, alpha=2))
print("a + 0.5 (scalar):", torch.add(a, 0.5))

# broadcasting: (2, 1) + (3,) -> (2, 3)
col = torch.tensor([[100.0], [200.0]])
print("broadcast shape:", torch.add(col, a).shape)

# out= writes into an existing tensor
result = torch.empty(3)
ret = torch.add(a, b, out=result)
print("out result     :", result)
print("returned object is result:", ret is result)
