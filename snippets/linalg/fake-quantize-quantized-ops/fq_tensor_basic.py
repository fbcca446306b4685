import torch

x = torch.tensor([-2.0, -1.0, 0.0, 0.26, 1.3, 3.0, 30.0])
scale, zp, qmin, qmax = 0.1, 10, 0, 255
out = torch.fake_quantize_per_tensor_affine(x, scale, zp, qmin, qmax)
by_hand = [(min(max(round(v / scale) + zp, qmin), qmax) - zp) * scale for v in x.tolist()]
print("fake_quantize:", [round(v, 4) for v in out.tolist()])
print("by hand:      ", [round(v, 4) for v in by_hand])
print("representable range: [", (qmin - zp) * scale, ",", (qmax - zp) * scale, "]")
print("float64 in -> ", torch.fake_quantize_per_tensor_affine(x.double(), scale, zp, qmin, qmax).dtype,
      " float16 in ->", torch.fake_quantize_per_tensor_affine(x.half(), scale, zp, qmin, qmax).dtype)
