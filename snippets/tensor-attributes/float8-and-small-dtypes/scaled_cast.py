import torch

x = torch.tensor([0.001, 0.02, -0.3, 1.7, 900.0])
fp8 = torch.float8_e4m3fn
naive = x.to(fp8).float()
scale = torch.finfo(fp8).max / x.abs().max()       # map the largest |x| onto 448
q = (x * scale).to(fp8)                            # what is stored: 1 byte per value
back = q.float() / scale
print("plain cast  :", naive.tolist())
print("scaled cast :", back.tolist())
print("scale:", round(scale.item(), 4), " stored bytes:", q.nbytes)
