import torch
import torch.nn.functional as F

x = torch.ones(2, 3, 8, 2, 2)  # any number of leading dims before (C, H, W)
print("5-D:", tuple(F.pixel_shuffle(x, 2).shape))
print("unbatched:", tuple(F.pixel_shuffle(torch.ones(8, 2, 2), 2).shape))
for dt in [torch.int32, torch.bool, torch.bfloat16]:
    print(dt, "->", F.pixel_shuffle(torch.ones(1, 4, 1, 1, dtype=dt), 2).dtype)
a = torch.randn(1, 4, 2, 2)
b = F.pixel_shuffle(a, 2)
print("contiguous:", b.is_contiguous(), "shares memory:", b.data_ptr() == a.data_ptr())
print("empty batch:", tuple(F.pixel_shuffle(torch.ones(0, 4, 2, 2), 2).shape))
try:
    F.pixel_shuffle(torch.ones(4, 2), 2)
except RuntimeError as e:
    print("2-D input:", e)
