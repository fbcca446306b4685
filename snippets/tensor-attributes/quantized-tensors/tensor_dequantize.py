import warnings

import torch

warnings.filterwarnings("ignore", message="torch.quantize_per_tensor")
q = torch.quantize_per_tensor(torch.tensor([0.1234, -0.5]), 0.01, 0, torch.qint8)
d = q.dequantize()
print("dtype:", d.dtype, "| values:", d.tolist(), "(0.1234 comes back as 0.12)")
print("new memory:", d.data_ptr() != q.data_ptr())
f = torch.tensor([1.0])
print("float tensor: same object:", f.dequantize() is f)
