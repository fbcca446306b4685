# raises: RuntimeError
import torch

for dtype in [torch.int64, torch.bool, torch.float32, torch.float64, torch.complex64]:
    y = torch.fft.fft(torch.ones(4, dtype=dtype))
    print(f"{str(dtype):15} -> {y.dtype}")

torch.set_default_dtype(torch.float64)
print("int64 with default dtype float64 ->", torch.fft.fft(torch.ones(4, dtype=torch.int64)).dtype)
torch.set_default_dtype(torch.float32)

print("float16 on CPU:")
torch.fft.fft(torch.ones(4, dtype=torch.float16))
