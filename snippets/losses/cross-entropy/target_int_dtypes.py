import torch
import torch.nn.functional as F

cases = {
    "CE, input (N, C)": (F.cross_entropy, torch.randn(2, 3), torch.tensor([0, 2])),
    "NLL, input (N, C)": (F.nll_loss, torch.randn(2, 3).log_softmax(1), torch.tensor([0, 2])),
    "CE, input (C)": (F.cross_entropy, torch.randn(3), torch.tensor(2)),
    "CE, input (N, C, H, W)": (F.cross_entropy, torch.randn(1, 3, 2, 2), torch.zeros(1, 2, 2, dtype=torch.long)),
}
dtypes = [torch.int64, torch.uint8, torch.int32, torch.int16, torch.bool]
print("| target dtype | " + " | ".join(cases) + " |")
print("|---" * (len(cases) + 1) + "|")
for dt in dtypes:
    cells = []
    for fn, inp, target in cases.values():
        try:
            cells.append(f"{fn(inp, target.to(dt)).item():.4f}")
        except RuntimeError as e:
            cells.append("RuntimeError")
    print(f"| `{str(dt).removeprefix('torch.')}` | " + " | ".join(cells) + " |")
