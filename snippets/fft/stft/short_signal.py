# raises: RuntimeError
import torch

w = torch.hann_window(8)
print("5 samples, reflect :", tuple(torch.stft(torch.randn(5), 8, 2, window=w, return_complex=True).shape))
print("3 samples, constant:", tuple(torch.stft(torch.randn(3), 8, 2, window=w, pad_mode="constant",
                                                return_complex=True).shape))
torch.stft(torch.randn(4), 8, 2, window=w, return_complex=True)  # reflect needs more than n_fft // 2 = 4
