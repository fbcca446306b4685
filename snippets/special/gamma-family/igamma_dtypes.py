import torch

print("broadcast (2, 1) with (3,):", torch.igamma(torch.tensor([[1.0], [2.0]]), torch.tensor([0.5, 1.0, 2.0])).shape)
print("float16:", torch.igamma(torch.tensor([2.0], dtype=torch.float16), torch.tensor([1.0], dtype=torch.float16)))
print("int64 a, float32 x:", torch.igamma(torch.tensor([2]), torch.tensor([1.0])))  # promoted: works
try:
    torch.igamma(torch.tensor([2]), torch.tensor([1]))
except RuntimeError as e:
    print("int64:", type(e).__name__, e)
