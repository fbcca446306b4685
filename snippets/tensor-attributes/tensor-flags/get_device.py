import torch

for name, t in [("cpu", torch.zeros(1)), ("meta", torch.zeros(1, device="meta"))]:
    print(f"{name:5} get_device() = {t.get_device()}   device = {t.device}")
