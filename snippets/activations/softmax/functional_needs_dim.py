# raises: TypeError
import torch

x = torch.tensor([1.0, 2.0, 3.0])
print("torch.softmax(x, 0):", torch.softmax(x, 0))
h = x.half()
print("dtype= casts first:", torch.softmax(h, 0, dtype=torch.float32).dtype,
      "| without:", torch.softmax(h, 0).dtype)
print("Tensor.softmax(0, dtype=torch.float32):", h.softmax(0, dtype=torch.float32).dtype)
torch.softmax(x)  # torch.softmax has no default dim
