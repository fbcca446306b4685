import torch
from torch import nn

torch.manual_seed(0)
cases = [
    ("nn.Linear(8, 2)", nn.Linear(8, 2), (8,)),
    ("nn.Linear(8, 2)", nn.Linear(8, 2), (5, 7, 8)),
    ("nn.Conv1d(4, 2, 3)", nn.Conv1d(4, 2, 3), (4, 10)),
    ("nn.Conv2d(3, 2, 3)", nn.Conv2d(3, 2, 3), (3, 8, 8)),
    ("nn.MaxPool2d(2)", nn.MaxPool2d(2), (3, 8, 8)),
    ("nn.LSTM(4, 6)", nn.LSTM(4, 6), (10, 4)),
    ("nn.BatchNorm2d(3)", nn.BatchNorm2d(3), (3, 8, 8)),
]
print("| module | input shape | output shape or error |")
print("|---|---|---|")
for name, m, shape in cases:
    try:
        out = m(torch.randn(shape))
        out = out[0] if isinstance(out, tuple) else out
        result = str(tuple(out.shape))
    except (RuntimeError, ValueError) as e:
        result = f"{type(e).__name__}: {e}"
    print(f"| `{name}` | {shape} | {result} |")
