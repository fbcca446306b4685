import warnings
import torch

warnings.simplefilter("ignore")
print("integer arguments, range:", torch.range(1, 3).dtype, "| arange:", torch.arange(1, 3).dtype)
print("dtype=torch.int64:", torch.range(1, 3, dtype=torch.int64))
torch.set_default_dtype(torch.float64)
try:
    print("default dtype float64 -> range gives", torch.range(1, 3).dtype)
finally:
    torch.set_default_dtype(torch.float32)
print("requires_grad=True:", torch.range(0, 2, requires_grad=True))
print("integer dtype truncates the arguments first: range(0.5, 3, dtype=torch.int64) ->", torch.range(0.5, 3, dtype=torch.int64),
      "| floor((3 - 0.5) / 1) + 1 =", int((3 - 0.5) // 1) + 1)
