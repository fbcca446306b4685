import torch

for n in (5, 6):
    f = torch.fft.fftfreq(n)
    by_hand = torch.tensor([(k if k < (n + 1) // 2 else k - n) / n for k in range(n)])
    print(f"n={n}:", f, " matches k/n then (k-n)/n:", torch.allclose(f, by_hand))

fs = 100.0  # samples per second
print("n=8, d=1/fs (Hz):", torch.fft.fftfreq(8, d=1 / fs))
print("default dtype:", torch.fft.fftfreq(4).dtype, " dtype=float64:", torch.fft.fftfreq(4, dtype=torch.float64).dtype)
