import warnings

import torch

x = torch.tensor([0.1, 0.2])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    q = torch.quantize_per_tensor(x, 0.1, 0, torch.qint8)
print(w[0].category.__name__, str(w[0].message).split(" Please")[0])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    q.int_repr(), q.dequantize(), q.q_scale()
print("warnings from reading an existing quantized tensor:", len(w))
