import warnings
import torch

x = torch.tensor([0.1, 0.5, 1.27])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    q = torch.quantize_per_tensor(x, scale=0.01, zero_point=0, dtype=torch.quint8)
print("is_quantized:", q.is_quantized, " dtype:", q.dtype, " plain tensor:", x.is_quantized)
print("stored integers:", q.int_repr().tolist(), " dequantized:", q.dequantize().tolist())
print("warning:", w[0].category.__name__, str(w[0].message).split(" Please")[0])
