# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0, 3.0])
for label, call in [("int64 input      ", lambda: torch.quantile(torch.tensor([1, 2, 3]), 0.5)),
                    ("float16 input    ", lambda: torch.quantile(x.half(), 0.5)),
                    ("q = 1.5          ", lambda: torch.quantile(x, 1.5)),
                    ("float64 q tensor ", lambda: torch.quantile(x, torch.tensor([0.5], dtype=torch.float64))),
                    ("2-D q            ", lambda: torch.quantile(x, torch.tensor([[0.5]])))]:
    try:
        call()
    except RuntimeError as e:
        print(label, "->", e)
torch.quantile(torch.empty(0), 0.5)
