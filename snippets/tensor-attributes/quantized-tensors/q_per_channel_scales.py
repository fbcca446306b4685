import warnings

import torch

warnings.filterwarnings("ignore", message="torch.quantize_per_tensor")
pc = torch.quantize_per_channel(torch.ones(3, 2), torch.tensor([0.1, 0.2, 0.5]), torch.tensor([0, 1, 2]), 0,
                                torch.qint8)
s = pc.q_per_channel_scales()
print("scales:", s, "| dtype:", s.dtype)
q = torch.quantize_per_tensor(torch.ones(2), 0.1, 0, torch.qint8)
try:
    q.q_per_channel_scales()
except RuntimeError as e:
    print("per-tensor tensor ->", str(e).split("  (")[0])
