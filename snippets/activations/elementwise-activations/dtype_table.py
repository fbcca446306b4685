import torch
from torch import nn

modules = [nn.ReLU6(), nn.Hardsigmoid(), nn.Sigmoid(), nn.Tanh(), nn.Softsign(),
           nn.Softplus(), nn.ELU(), nn.LeakyReLU(), nn.PReLU()]
print("| module | float16 in | float64 in | int64 in |")
print("|---|---|---|---|")
for m in modules:
    cells = []
    for dtype in (torch.float16, torch.float64, torch.int64):
        x = torch.tensor([[-2, 1, 7]], dtype=dtype)  # shape (1, 3)
        try:
            y = m(x)
            cells.append(f"{str(y.dtype).removeprefix('torch.')}, shape {tuple(y.shape)}")
        except (RuntimeError, NotImplementedError) as e:
            cells.append(type(e).__name__)
    print(f"| `{m}` | " + " | ".join(cells) + " |")
