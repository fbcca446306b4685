# raises: RuntimeError
import torch

for dtype in (torch.int64, torch.float32, torch.float64):
    R = torch.fft.rfft(torch.ones(4, dtype=dtype))
    print(f"rfft  {str(dtype):13} -> {R.dtype}   irfft back -> {torch.fft.irfft(R, n=4).dtype}")

print("irfft of a real float32 tensor ->", torch.fft.irfft(torch.ones(3)).dtype)
print("rfft of a complex tensor:")
torch.fft.rfft(torch.ones(4, dtype=torch.complex64))
