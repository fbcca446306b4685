import torch

a = torch.tensor([1, 2, 3])
print("multiply(a, 0.5)     :", torch.multiply(a, 0.5))
print("equal to a * 0.5     :", torch.equal(torch.multiply(a, 0.5), a * 0.5))
m = torch.tensor([True, True, False])
n = torch.tensor([True, False, False])
print("bool * bool          :", torch.multiply(m, n))
print("column * row         :", torch.multiply(torch.tensor([[1], [10]]), a))
print("inf * 0              :", torch.multiply(torch.tensor([float("inf")]), 0))
print("int8 100 * 2         :", torch.multiply(torch.tensor([100], dtype=torch.int8), 2))
print("float16 300 * 300    :", torch.multiply(torch.tensor([300.0], dtype=torch.float16), 300))
print("bfloat16 300 * 300   :", torch.multiply(torch.tensor([300.0], dtype=torch.bfloat16), 300))
