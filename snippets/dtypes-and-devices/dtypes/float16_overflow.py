import torch

x = torch.tensor([65504.0, 65510.0, 65519.0, 65519.99, 65520.0, 70000.0])   # float32
print("float32:", x.tolist())
print("float16:", x.half().tolist())
print("float16 max:", torch.finfo(torch.float16).max)
