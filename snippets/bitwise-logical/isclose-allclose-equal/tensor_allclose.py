import torch

w = torch.randn(3, 3)
w_roundtrip = (w.half().float())
print("w.allclose(w.half().float())           :", w.allclose(w_roundtrip))
print("w.allclose(..., rtol=1e-3)             :", w.allclose(w_roundtrip, rtol=1e-3))
print("max abs error of the float16 roundtrip :", (w - w_roundtrip).abs().max().item())
