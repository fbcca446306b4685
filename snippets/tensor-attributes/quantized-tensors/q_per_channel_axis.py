import warnings

import torch

warnings.filterwarnings("ignore", message="torch.quantize_per_tensor")
w = torch.randn(2, 3)
by_col = torch.quantize_per_channel(w, torch.full((3,), 0.1), torch.zeros(3, dtype=torch.long), 1, torch.qint8)
print("axis:", by_col.q_per_channel_axis(), "| scales:", by_col.q_per_channel_scales().numel(), "(one per column)")
try:
    torch.quantize_per_tensor(w, 0.1, 0, torch.qint8).q_per_channel_axis()
except RuntimeError as e:
    print("per-tensor tensor ->", str(e).split("  (")[0])
