import torch

a = torch.randn(4, 3)
b = torch.randn(3, 2)
print("default:", torch.get_float32_matmul_precision())
for level in ("highest", "high", "medium"):
    torch.set_float32_matmul_precision(level)
    out = a @ b
    print(f"{level:>7}: get -> {torch.get_float32_matmul_precision():<7} "
          f"cuda.matmul.allow_tf32={torch.backends.cuda.matmul.allow_tf32!s:<5} "
          f"output dtype={out.dtype}")
torch.set_float32_matmul_precision("highest")
