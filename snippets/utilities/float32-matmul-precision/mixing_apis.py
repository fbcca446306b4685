# raises: RuntimeError
import torch

torch.set_float32_matmul_precision("high")
torch.backends.cuda.matmul.allow_tf32 = False  # the legacy CUDA flag, set afterwards
print("cuda.matmul:", torch.backends.cuda.matmul.fp32_precision,
      "| mkldnn.matmul:", torch.backends.mkldnn.matmul.fp32_precision)
torch.get_float32_matmul_precision()  # the backends disagree: no single answer
