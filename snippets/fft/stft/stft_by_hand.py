import torch
import torch.nn.functional as F

x = torch.randn(32)
n_fft, hop = 8, 2
window = torch.hann_window(n_fft)
S = torch.stft(x, n_fft, hop_length=hop, window=window, return_complex=True)
print("S shape:", tuple(S.shape), "dtype:", S.dtype)
print("rows = n_fft//2+1 =", n_fft // 2 + 1, " columns = 1 + len(x)//hop =", 1 + x.numel() // hop)

# center=True: pad n_fft//2 on both sides with pad_mode="reflect", then frame m starts at m*hop
padded = F.pad(x[None, None], (n_fft // 2, n_fft // 2), mode="reflect")[0, 0]
m = 3
frame = padded[m * hop : m * hop + n_fft]
column = torch.fft.rfft(frame * window)
print("column", m, "== rfft(window * frame):", torch.allclose(S[:, m], column, atol=1e-5))

every = torch.stack([torch.fft.rfft(padded[i * hop : i * hop + n_fft] * window) for i in range(S.shape[1])], dim=1)
print("all columns by hand:", torch.allclose(S, every, atol=1e-5))
print("row frequencies (cycles/sample):", torch.fft.rfftfreq(n_fft))
