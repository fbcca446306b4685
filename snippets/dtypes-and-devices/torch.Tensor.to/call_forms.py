import torch

x = torch.tensor([1.5, -2.7])
other = torch.zeros(1, dtype=torch.float64)
print("to(dtype)          :", x.to(torch.int64))
print("to(dtype=...)      :", x.to(dtype=torch.float16))
print("to(device, dtype)  :", x.to("cpu", torch.float64))
print("to(other tensor)   :", x.to(other), "<- takes other's dtype and device")
print("to(device='cpu')   :", x.to(device="cpu").device)
print("x unchanged        :", x)
