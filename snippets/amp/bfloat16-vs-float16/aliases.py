import torch

print("torch.half is torch.float16:", torch.half is torch.float16)
print("torch.float is torch.float32:", torch.float is torch.float32)
print("itemsize in bytes:", {str(d)[6:]: d.itemsize for d in (torch.float32, torch.float16, torch.bfloat16)})
