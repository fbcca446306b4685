import torch

for n in (6, 7):
    x = torch.randn(n)
    rf = torch.fft.rfftfreq(n)
    print(f"n={n}: rfftfreq {rf}  length {rf.numel()} == rfft bins {torch.fft.rfft(x).numel()}")

print("fftfreq(6) :", torch.fft.fftfreq(6))
print("rfftfreq(6):", torch.fft.rfftfreq(6), "<- last bin +0.5, fftfreq calls it -0.5")
print("rfftfreq(8, d=0.01):", torch.fft.rfftfreq(8, d=0.01))
