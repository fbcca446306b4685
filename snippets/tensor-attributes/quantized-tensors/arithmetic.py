import warnings

import torch

warnings.filterwarnings("ignore", message="torch.quantize_per_tensor")
q = torch.quantize_per_tensor(torch.tensor([0.5, 1.0]), 0.1, 0, torch.qint8)
for name, op in [("q + q", lambda: q + q), ("q * 2", lambda: q * 2)]:
    try:
        op()
    except (NotImplementedError, RuntimeError) as e:
        print(f"{name} -> {type(e).__name__}: {str(e).split(' with arguments')[0].split(' see ')[0]}")
print("q.dequantize() + 1:", (q.dequantize() + 1).tolist())
