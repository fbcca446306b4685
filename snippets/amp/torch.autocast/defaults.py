import torch

for dev in ("cpu", "cuda"):
    print(f"get_autocast_dtype({dev!r}):", torch.get_autocast_dtype(dev))
with torch.autocast("cpu"):
    print("inside torch.autocast('cpu'): enabled", torch.is_autocast_enabled("cpu"),
          "| dtype", torch.get_autocast_dtype("cpu"))
print("outside: enabled", torch.is_autocast_enabled("cpu"))
