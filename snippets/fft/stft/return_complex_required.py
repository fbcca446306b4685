# raises: RuntimeError
import torch

x = torch.randn(32)
print("complex input, no return_complex:", torch.stft(x.to(torch.complex64), 8, window=torch.hann_window(8)).dtype)
torch.stft(x, 8, window=torch.hann_window(8))  # real input without return_complex
