import torch

values = torch.tensor([70000.0, 1e-6, 1 / 3, 1001.0])
print("float32 :", values.tolist())
print("float16 :", values.to(torch.float16).float().tolist())
print("bfloat16:", values.to(torch.bfloat16).float().tolist())
for dt in [torch.float16, torch.bfloat16]:
    f = torch.finfo(dt)
    print(f"{dt}: max={f.max:g} eps={f.eps:g} tiny={f.tiny:g}")
