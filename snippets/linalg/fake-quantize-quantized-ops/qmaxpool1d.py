import warnings
import torch

warnings.filterwarnings("ignore", message=".*quantize")
q = torch.quantize_per_tensor(torch.tensor([[[1.0, -2.0, 3.0, 0.5, 4.0, -1.0]]]), 0.5, 0, torch.qint8)
out = torch.quantized_max_pool1d(q, kernel_size=[2])
print("int_repr in: ", q.int_repr().tolist())
print("int_repr out:", out.int_repr().tolist(), " dequantized:", out.dequantize().tolist())
print("scale and zero point kept:", out.q_scale(), out.q_zero_point(), " dtype:", out.dtype)
print("stride [1]:", torch.quantized_max_pool1d(q, [2], [1]).dequantize().tolist())
try:
    torch.quantized_max_pool1d(torch.randn(1, 1, 6), [2])
except NotImplementedError as e:
    print("float input: NotImplementedError:", str(e).splitlines()[0][:70])
print("unbatched (C, L) input ->", tuple(torch.quantized_max_pool1d(q[0], [2]).shape))
