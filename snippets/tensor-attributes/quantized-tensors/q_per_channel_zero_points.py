import warnings

import torch

warnings.filterwarnings("ignore", message="torch.quantize_per_tensor")
w = torch.ones(3, 2)
pc = torch.quantize_per_channel(w, torch.tensor([0.1, 0.2, 0.5]), torch.tensor([0, 1, 2]), 0, torch.qint8)
print("zero points:", pc.q_per_channel_zero_points(), "| dtype:", pc.q_per_channel_zero_points().dtype)
fp = torch.quantize_per_channel(w, torch.tensor([0.1, 0.2, 0.5]), torch.tensor([0.0, 0.5, 1.0]), 0, torch.quint8)
print("float zero points:", fp.q_per_channel_zero_points(), "| qscheme:", fp.qscheme())
f8 = torch.quantize_per_channel(w, torch.tensor([0.1, 0.2, 0.5]), torch.tensor([0.0, 0.5, 1.0]), 0, torch.qint8)
print("float zero points with qint8:", f8.qscheme())
