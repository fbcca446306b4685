import torch

for n in (8, 7):
    x = torch.randn(n, dtype=torch.float64)
    R = torch.fft.rfft(x)
    F = torch.fft.fft(x)
    print(f"n={n}: rfft shape {tuple(R.shape)} (n//2+1 = {n // 2 + 1}), fft shape {tuple(F.shape)}")
    print("  rfft == first n//2+1 bins of fft:", torch.allclose(R, F[: n // 2 + 1]))
    k = torch.arange(1, n)
    print("  dropped bins are conjugates, F[n-k] == conj(F[k]):", torch.allclose(F[n - k], F[k].conj()))
    print("  same with norm='ortho':", torch.allclose(torch.fft.rfft(x, norm="ortho"),
                                                       torch.fft.fft(x, norm="ortho")[: n // 2 + 1]))
