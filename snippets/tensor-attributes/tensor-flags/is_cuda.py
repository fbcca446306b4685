import torch

x = torch.zeros(3)
m = torch.zeros(3, device="meta")
for name, t in [("cpu tensor", x), ("meta tensor", m)]:
    print(f"{name:12} is_cuda={t.is_cuda}  device.type={t.device.type!r}")
print("CUDA available in this build:", torch.cuda.is_available())
