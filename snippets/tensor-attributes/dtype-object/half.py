import torch

x = torch.tensor([1.0, 1 / 3, 70000.0])
h = x.to(torch.half)
print("torch.half is torch.float16:", torch.half is torch.float16)
print("repr uses the canonical name:", torch.half)
print("h:", h, " itemsize:", torch.half.itemsize)
print(".half() gives the same dtype:", x.half().dtype, " .to_complex():", torch.half.to_complex())
