# artifacts: spectrum.svg
import math

import matplotlib.pyplot as plt
import torch

fs, n = 64.0, 64  # 64 samples per second, one second of signal
t = torch.arange(n) / fs
signal = torch.sin(2 * math.pi * 5 * t) + 0.5 * torch.sin(2 * math.pi * 12 * t)

X = torch.fft.fft(signal)
freqs = torch.fft.fftfreq(n, d=1 / fs)
amp = X.abs() / n  # a sine of amplitude A shows up as A/2 at +f and at -f

peaks = amp.topk(4).indices.sort().values
print("peak bins :", peaks.tolist())
print("their Hz  :", freqs[peaks].tolist())
print("amplitude :", [round(v, 4) for v in amp[peaks].tolist()])

fig, ax = plt.subplots(figsize=(6, 3))
ax.stem(torch.fft.fftshift(freqs).numpy(), torch.fft.fftshift(amp).numpy(), basefmt=" ")
ax.set_xlabel("frequency (Hz), after fftshift")
ax.set_ylabel("|X[k]| / n")
ax.set_title("sin(5 Hz) + 0.5 sin(12 Hz), 64 samples")
ax.grid(alpha=0.3)
fig.tight_layout()
fig.savefig("spectrum.svg")
