import torch

x = torch.tensor([1.0, 2.0, 3.0], dtype=torch.bfloat16)
print("x.less(2.001):", x.less(2.001), "<- 2.001 is rounded to bfloat16 first")
print("bfloat16(2.001):", torch.tensor(2.001, dtype=torch.bfloat16))
