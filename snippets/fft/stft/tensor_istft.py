import torch

x = torch.randn(2, 32)
w = torch.hann_window(8)
S = x.stft(8, hop_length=2, window=w, return_complex=True)
y = S.istft(8, hop_length=2, window=w, length=32)
print("method on the complex spectrum:", tuple(y.shape), y.dtype, " round trip:", torch.allclose(y, x, atol=1e-5))
try:
    x.istft(8, hop_length=2, window=w)  # called on the real signal by mistake
except RuntimeError as e:
    print("on the real signal: RuntimeError:", e)
