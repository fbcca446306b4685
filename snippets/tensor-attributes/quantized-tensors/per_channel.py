import warnings

import torch

warnings.filterwarnings("ignore", message="torch.quantize_per_tensor")
w = torch.tensor([[1.0, -2.0],
                  [0.3, 0.4],
                  [10.0, -10.0]])                 # rows of very different magnitude
scales = torch.tensor([0.1, 0.01, 0.1])          # one scale per row (axis 0)
q = torch.quantize_per_channel(w, scales, torch.tensor([0, 0, 0]), 0, torch.qint8)
print("qscheme:", q.qscheme())
print("stored integers:", q.int_repr().tolist())
print("dequantized:", q.dequantize().tolist())
print("one scale 0.1 for all rows would store row 1 as:",
      torch.quantize_per_tensor(w, 0.1, 0, torch.qint8).int_repr()[1].tolist())
try:
    torch.quantize_per_channel(w, torch.tensor([0.1, 0.1]), torch.tensor([0, 0]), 0, torch.qint8)
except RuntimeError as e:
    print("2 scales for 3 rows ->", e)
try:
    torch.quantize_per_channel(w, torch.tensor([0.1, 0.1]), torch.tensor([0, 0]), -1, torch.qint8)
except RuntimeError as e:
    print("axis=-1 ->", e)
