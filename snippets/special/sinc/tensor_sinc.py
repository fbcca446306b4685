import torch

# an ideal low-pass filter's taps: sinc(cutoff * n), here cutoff = 0.5
n = torch.arange(-3, 4)
taps = (0.5 * n).sinc()
print("n        :", n)
print("taps     :", taps)
print("same as torch.sinc:", torch.equal(taps, torch.sinc(0.5 * n)))
