import torch

x = torch.randn(32)
w = torch.hann_window(8)
def shape(**kw):
    return tuple(torch.stft(kw.pop("x", x), 8, hop_length=2, window=w, return_complex=True, **kw).shape)

print("default (center=True)   :", shape())
print("center=False            :", shape(center=False), "= 1 + (32 - 8)//2 frames")
print("onesided=False          :", shape(onesided=False))
print("batch of 3 signals      :", shape(x=torch.randn(3, 32)))
print("complex signal          :", shape(x=torch.randn(32, dtype=torch.complex64)), "(two-sided)")
w7 = torch.hann_window(7)
print("odd n_fft=7             :", tuple(torch.stft(x, 7, hop_length=2, window=w7, return_complex=True).shape),
      "= 1 + (32 + 2*3 - 7)//2 frames, not 1 + 32//2")
print("hop_length=None -> n_fft//4:", tuple(torch.stft(x, 8, window=w, return_complex=True).shape))
S = torch.stft(x, 8, hop_length=2, window=w, return_complex=True)
Sn = torch.stft(x, 8, hop_length=2, window=w, normalized=True, return_complex=True)
print("normalized=True == S / sqrt(8):", torch.allclose(Sn, S / 8 ** 0.5))
