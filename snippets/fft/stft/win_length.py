import torch
import torch.nn.functional as F

x = torch.randn(32)
n_fft, hop, win = 8, 2, 6
w6 = torch.hann_window(win)
S = torch.stft(x, n_fft, hop, win_length=win, window=w6, center=False, return_complex=True)
padded_window = F.pad(w6, (1, 1))  # centred inside n_fft: one zero on each side
print("shape:", tuple(S.shape))
print("frame 0 == rfft(x[0:8] * padded window):", torch.allclose(S[:, 0], torch.fft.rfft(x[:8] * padded_window), atol=1e-5))

A = torch.stft(x, n_fft, hop, win_length=win, window=w6, center=False, align_to_window=True, return_complex=True)
print("align_to_window=True shape:", tuple(A.shape), "= 1 + (32 - win_length)//hop frames")
frame0 = F.pad(x[:win] * w6, (1, 1))  # the window starts at sample 0
print("frame 0 == rfft(pad(x[0:6] * window)):", torch.allclose(A[:, 0], torch.fft.rfft(frame0), atol=1e-5))
