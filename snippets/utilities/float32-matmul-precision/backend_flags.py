import torch

print("| level | `torch.backends.cuda.matmul.fp32_precision` | `torch.backends.mkldnn.matmul.fp32_precision` |")
print("|---|---|---|")
for level in ("highest", "high", "medium"):
    torch.set_float32_matmul_precision(level)
    print(f"| `{level}` | `{torch.backends.cuda.matmul.fp32_precision}` | "
          f"`{torch.backends.mkldnn.matmul.fp32_precision}` |")
torch.set_float32_matmul_precision("highest")
