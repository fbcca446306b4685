# artifacts: windows.svg
import matplotlib.pyplot as plt
import torch

L, pad = 64, 4096
windows = {
    "rectangular (ones)": torch.ones(L),
    "hann": torch.hann_window(L, periodic=False),
    "hamming": torch.hamming_window(L, periodic=False),
    "blackman": torch.blackman_window(L, periodic=False),
    "kaiser beta=12": torch.kaiser_window(L, periodic=False, beta=12.0),
}
freqs = torch.fft.rfftfreq(pad)
print("window              highest sidelobe (dB below the main lobe)")
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(9, 3.4))
for name, w in windows.items():
    mag = torch.fft.rfft(w, n=pad).abs()
    db = 20 * torch.log10(mag / mag.max() + 1e-12)
    # main lobe ends at the first local minimum; the highest value after it is the first sidelobe level
    first_min = next(i for i in range(1, len(db) - 1) if db[i] < db[i - 1] and db[i] <= db[i + 1])
    print(f"{name:20} {db[first_min:].max().item():7.1f}")
    ax1.plot(w.numpy(), label=name)
    ax2.plot(freqs.numpy(), db.numpy(), label=name, linewidth=0.9)
ax1.set_title("window, length 64")
ax1.set_xlabel("sample")
ax2.set_title("magnitude of the spectrum (dB)")
ax2.set_xlabel("cycles per sample")
ax2.set_xlim(0, 0.12)
ax2.set_ylim(-140, 5)
ax1.legend(fontsize=7)
for ax in (ax1, ax2):
    ax.grid(alpha=0.3)
fig.tight_layout()
fig.savefig("windows.svg")
