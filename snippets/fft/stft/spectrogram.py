# artifacts: spectrogram.svg
import math

import matplotlib.pyplot as plt
import torch

fs = 1000  # samples per second
t = torch.arange(2 * fs) / fs  # two seconds
chirp = torch.sin(2 * math.pi * (50 * t + 50 * t ** 2))  # frequency rises 50 Hz -> 250 Hz
n_fft, hop = 256, 64
S = torch.stft(chirp, n_fft, hop_length=hop, window=torch.hann_window(n_fft), return_complex=True)
power_db = 20 * torch.log10(S.abs() + 1e-6)
freqs = torch.fft.rfftfreq(n_fft, d=1 / fs)
times = torch.arange(S.shape[1]) * hop / fs  # center=True: frame m is centred at m * hop

peak = freqs[S.abs().argmax(dim=0)]
for sec in (0.5, 1.0, 1.5):
    m = int(sec * fs / hop)
    expected = 50 + 100 * times[m].item()  # instantaneous frequency of the chirp
    print(f"t = {times[m].item():.3f} s: strongest bin {peak[m].item():6.1f} Hz, chirp at {expected:6.1f} Hz,"
          f" bin spacing {fs / n_fft:.2f} Hz")

fig, ax = plt.subplots(figsize=(6, 3.2))
mesh = ax.pcolormesh(times.numpy(), freqs.numpy(), power_db.numpy(), shading="auto", vmin=-40, rasterized=True)
ax.set_xlabel("time (s)")
ax.set_ylabel("frequency (Hz)")
ax.set_ylim(0, 400)
ax.set_title("|stft| in dB: a chirp from 50 to 250 Hz")
fig.colorbar(mesh, ax=ax, label="dB")
fig.tight_layout()
fig.savefig("spectrogram.svg")
