import warnings

import torch

warnings.filterwarnings("ignore", message="torch.quantize_per_tensor")
q = torch.quantize_per_tensor(torch.tensor([1.0]), 0.1, 0, torch.qint8)
print("q_scale:", q.q_scale(), type(q.q_scale()).__name__)
t = torch.quantize_per_tensor(torch.tensor([1.0]), torch.tensor(0.1), torch.tensor(0), torch.qint8)
print("scale passed as a float32 tensor:", t.q_scale())
pc = torch.quantize_per_channel(torch.ones(2, 2), torch.tensor([0.1, 0.2]), torch.tensor([0, 0]), 0, torch.qint8)
try:
    pc.q_scale()
except RuntimeError as e:
    print("per-channel tensor ->", str(e).split("  (")[0])
