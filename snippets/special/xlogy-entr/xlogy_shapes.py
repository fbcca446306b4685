import torch

x = torch.tensor([[0.0], [1.0], [2.0]])  # (3, 1)
y = torch.tensor([0.5, 1.0, 4.0])  # (3,)
print("broadcast shape:", torch.xlogy(x, y).shape)
print("int64, int64   ->", torch.xlogy(torch.tensor([1, 2]), torch.tensor([3, 4])).dtype)
print("float16, float32 ->", torch.xlogy(torch.tensor([1.0], dtype=torch.float16), torch.tensor([3.0])).dtype)
print("Python number x:", torch.xlogy(2, torch.tensor([3.0])))
print("Python number y:", torch.xlogy(torch.tensor([2.0]), 3))
print("0-d and empty  :", torch.xlogy(torch.tensor(0.0), torch.tensor(0.0)), torch.xlogy(torch.empty(0), 2.0).shape)
try:
    torch.xlogy(torch.tensor([1 + 1j]), torch.tensor([2.0]))
except RuntimeError as e:
    print("complex:", type(e).__name__, e)
