import torch

tiny16 = torch.finfo(torch.float16).tiny  # smallest normal float16, about 6.1e-05
torch.set_flush_denormal(True)
h = torch.tensor([1e-6], dtype=torch.float16)  # below tiny16: a float16 subnormal
print("smallest normal float16:", tiny16)
print("float16 subnormal with flushing on:", h, "| h * 1:", h * 1)
print("float32 subnormal with flushing on:", torch.tensor([1e-40]))
torch.set_flush_denormal(False)
