# raises: RuntimeError
import torch

x = torch.randn(32)
w = torch.ones(8)
# Before 0.4.1 the positional order was (frame_length, hop, fft_size, ...).
# Today the third positional argument is win_length, which may not exceed n_fft.
S = x.stft(16, 4, 8, window=w, return_complex=True)  # old meaning: FFT size 8; new: win_length 8
print("x.stft(16, 4, 8) runs, shape", tuple(S.shape), "- an n_fft=16 transform, not 8")
x.stft(8, 2, 16, return_complex=True)
