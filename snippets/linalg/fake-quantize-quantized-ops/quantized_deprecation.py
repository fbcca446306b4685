import warnings
import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    q = torch.quantize_per_tensor(torch.tensor([0.5, -1.0]), 0.5, 0, torch.qint8)
for x in w:
    print(x.category.__name__ + ":", str(x.message).split(" (Triggered")[0])
print("quantized tensor:", q.dtype, " int_repr:", q.int_repr().tolist(), " dequantize:", q.dequantize().tolist())
