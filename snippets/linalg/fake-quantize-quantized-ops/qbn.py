import warnings
import torch

warnings.filterwarnings("ignore", message=".*quantize")
x = torch.arange(16.0).reshape(2, 2, 2, 2) / 4                       # N=2, C=2, 2x2
w, b = torch.tensor([1.0, 2.0]), torch.tensor([0.0, 1.0])
mean, var, eps = torch.tensor([1.0, 2.0]), torch.tensor([4.0, 1.0]), 1e-5
c = lambda t: t.view(1, 2, 1, 1)
ref = (x - c(mean)) / torch.sqrt(c(var) + eps) * c(w) + c(b)
for dtype in (torch.qint8, torch.quint8):
    qx = torch.quantize_per_tensor(x, 0.05, 0, dtype)
    out = torch.quantized_batch_norm(qx, w, b, mean, var, eps, 0.1, 0)           # output scale 0.1, zero point 0
    print(f"{dtype}: out dtype {out.dtype}, scale {out.q_scale()}, "
          f"max |dequantized - float formula| = {(out.dequantize() - ref).abs().max().item():.4f}")
print("float formula, sample 0:", ref[0].flatten().tolist())
print("quint8 result, sample 0:", torch.quantized_batch_norm(torch.quantize_per_tensor(x, 0.05, 0, torch.quint8),
                                                             w, b, mean, var, eps, 0.1, 0).dequantize()[0].flatten().tolist())
try:
    torch.quantized_batch_norm(x, w, b, mean, var, eps, 0.1, 0)
except NotImplementedError as e:
    print("float input: NotImplementedError:", str(e).splitlines()[0][:70])
try:
    torch.quantized_batch_norm(torch.quantize_per_tensor(x, 0.05, 0, torch.qint8), None, None, mean, var, eps, 0.1, 0)
except RuntimeError as e:
    print("weight=None (the documented default):", e)
