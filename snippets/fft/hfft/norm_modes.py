import torch

n = 6
delta = torch.tensor([1.0, 0, 0, 0], dtype=torch.complex64)  # first half of a unit impulse
ones = torch.ones(n)
print("norm       hfft(delta, n=6)[0]   ihfft(ones(6))[0]")
for norm in ("backward", "ortho", "forward"):
    print(f"{norm:9}  {torch.fft.hfft(delta, n=n, norm=norm)[0].item():18.4f}   "
          f"{torch.fft.ihfft(ones, norm=norm)[0].real.item():16.4f}")
