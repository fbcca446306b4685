import warnings
import torch

warnings.filterwarnings("ignore", message=".*quantize")
x = torch.arange(16.0).reshape(1, 1, 4, 4)
q = torch.quantize_per_tensor(x, 0.25, 0, torch.quint8)
out = torch.quantized_max_pool2d(q, [2, 2])
print("2x2 windows:", out.dequantize().tolist(), " float max_pool2d:", torch.nn.functional.max_pool2d(x, 2).tolist())
print("stride [1, 1] ->", tuple(torch.quantized_max_pool2d(q, [2, 2], [1, 1]).shape),
      " kernel 3, stride 2, ceil_mode ->", tuple(torch.quantized_max_pool2d(q, [3, 3], [2, 2], ceil_mode=True).shape))
print("unbatched (C, H, W) input ->", tuple(torch.quantized_max_pool2d(q[0], [2, 2]).shape))
print("dtype and scale kept:", out.dtype, out.q_scale())
