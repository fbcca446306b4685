import torch

x = torch.randn(2, 32)
w = torch.hann_window(8)
a = x.stft(8, hop_length=2, window=w, return_complex=True)
b = torch.stft(x, 8, hop_length=2, window=w, return_complex=True)
print("method shape:", tuple(a.shape), " equals torch.stft:", torch.equal(a, b))
