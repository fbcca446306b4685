# raises: NotImplementedError
import torch

print("float16 frac(1.1)     :", torch.frac(torch.tensor([1.1], dtype=torch.float16)))
print("float32 frac(1.1)     :", torch.frac(torch.tensor([1.1])))
print("float32 frac(1e8+0.5) :", torch.frac(torch.tensor([1e8 + 0.5])), "(0.5 was lost when the tensor was made)")
print("float64 frac(1e8+0.5) :", torch.frac(torch.tensor([1e8 + 0.5], dtype=torch.float64)))
torch.frac(torch.tensor([3, -2]))
