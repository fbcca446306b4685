import torch

level = torch.get_float32_matmul_precision()
print("value:", repr(level), "| type:", type(level).__name__)

torch.set_float32_matmul_precision("high")
torch.backends.cuda.matmul.allow_tf32 = False  # the settings now disagree
try:
    torch.get_float32_matmul_precision()
except RuntimeError as e:
    print("RuntimeError:", str(e).split(",")[0])

torch.set_float32_matmul_precision("highest")  # one call puts them back in agreement
print("after set_float32_matmul_precision('highest'):", torch.get_float32_matmul_precision())
