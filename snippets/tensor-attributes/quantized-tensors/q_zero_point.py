import warnings

import torch

warnings.filterwarnings("ignore", message="torch.quantize_per_tensor")
q = torch.quantize_per_tensor(torch.tensor([0.0, 1.0]), 0.1, 128, torch.quint8)
print("q_zero_point:", q.q_zero_point(), type(q.q_zero_point()).__name__)
print("0.0 is stored as the zero point:", q.int_repr().tolist())
try:
    torch.quantize_per_tensor(torch.tensor([0.0]), 0.1, 300, torch.quint8)
except RuntimeError as e:
    print("zero_point 300 for quint8 ->", e)
pc = torch.quantize_per_channel(torch.ones(2, 2), torch.tensor([0.1, 0.2]), torch.tensor([0, 0]), 0, torch.qint8)
try:
    pc.q_zero_point()
except RuntimeError as e:
    print("per-channel tensor ->", str(e).split("  (")[0])
