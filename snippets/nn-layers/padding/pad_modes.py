import torch
import torch.nn.functional as F

x = torch.arange(4.).reshape(1, 1, 4)
for mode in ["constant", "reflect", "replicate", "circular"]:
    print(f"{mode:9s}", F.pad(x, (2, 2), mode=mode)[0, 0])
print("value=9:", F.pad(x, (1, 1), value=9.0)[0, 0])
try:
    F.pad(x, (1, 1), mode="reflect", value=1.0)
except RuntimeError as e:
    print("RuntimeError:", e)
print("reflect with value=0.0:", F.pad(x, (1, 1), mode="reflect", value=0.0)[0, 0])
