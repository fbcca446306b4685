import torch

x = torch.randn(32, dtype=torch.float64)
n_fft, hop = 8, 2
w = torch.hamming_window(n_fft, dtype=torch.float64)
S = torch.stft(x, n_fft, hop, window=w, center=False, return_complex=True)

num = torch.zeros(n_fft + hop * (S.shape[1] - 1), dtype=torch.float64)
den = torch.zeros_like(num)
for m in range(S.shape[1]):
    frame = torch.fft.irfft(S[:, m], n=n_fft)  # = window * x[m*hop : m*hop + n_fft]
    num[m * hop : m * hop + n_fft] += w * frame
    den[m * hop : m * hop + n_fft] += w ** 2
by_hand = num / den

y = torch.istft(S, n_fft, hop, window=w, center=False)
print("istft length:", y.numel(), " by-hand length:", by_hand.numel())
print("max |istft - overlap-add by hand|:", (y - by_hand).abs().max().item())
print("max |istft - x|:", (y - x[: y.numel()]).abs().max().item())
