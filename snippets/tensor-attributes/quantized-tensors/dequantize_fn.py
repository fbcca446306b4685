import warnings

import torch

warnings.filterwarnings("ignore", message="torch.quantize_per_tensor")
a = torch.quantize_per_tensor(torch.tensor([0.25, 0.5]), 0.25, 0, torch.qint8)
b = torch.quantize_per_tensor(torch.tensor([1.0, 2.0, 3.0]), 0.5, 2, torch.quint8)
print("one tensor:", torch.dequantize(a))
out = torch.dequantize([a, b])
print("sequence in, returns a", type(out).__name__ + ":", [t.tolist() for t in out])
x = torch.tensor([1.0, 2.0])
print("float tensor returned as is:", torch.dequantize(x) is x)
