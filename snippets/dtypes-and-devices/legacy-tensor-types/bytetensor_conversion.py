# raises: RuntimeError
import torch

print("ByteTensor([1.7, 2, 3.9]):", torch.ByteTensor([1.7, 2, 3.9]), "<- fractions truncated toward zero")
try:
    torch.ByteTensor(torch.tensor([1, 2, 3]))
except TypeError as e:
    print("ByteTensor(int64 tensor):", type(e).__name__, "-", str(e).split(",")[0], "...")
print("tensor.to(torch.uint8) works:", torch.tensor([1, 2, 3]).to(torch.uint8))
print("ByteTensor([300]):")
torch.ByteTensor([300])
