import warnings

import torch

warnings.filterwarnings("ignore", message="torch.quantize_per_tensor")
x = torch.randn(1000)
scale, zero_point = 0.02, 3

# the replacement: a plain int8 tensor, with scale and zero_point kept by your own code
data = torch.clamp(torch.round(x / scale) + zero_point, -128, 127).to(torch.int8)
restored = (data.float() - zero_point) * scale

old = torch.quantize_per_tensor(x, scale, zero_point, torch.qint8)
print("plain dtype:", data.dtype, "| is_quantized:", data.is_quantized)
print("same integers as quantize_per_tensor:", torch.equal(data, old.int_repr()))
print("same dequantized values:", torch.equal(restored, old.dequantize()))
print("plain int8 supports ordinary ops:", (data.to(torch.int32) * 2).dtype)
