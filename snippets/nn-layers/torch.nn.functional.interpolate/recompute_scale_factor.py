import torch
import torch.nn.functional as F

x = torch.tensor([[[0.0, 1.0, 2.0, 3.0, 4.0]]])
a = F.interpolate(x, scale_factor=1.7, mode="linear")
b = F.interpolate(x, scale_factor=1.7, mode="linear", recompute_scale_factor=True)
print("output length, both:", a.shape[-1], b.shape[-1], "= floor(5 * 1.7)")
print("scale 1.7 used as given:   ", a)
print("scale recomputed as 8 / 5: ", b)
