import torch

x = torch.arange(5)
centred = torch.fft.fftshift(x)
print("fftshift(x)           :", centred)
print("fftshift twice        :", torch.fft.fftshift(centred), "<- not x for odd length")
print("ifftshift(fftshift(x)):", torch.fft.ifftshift(centred))
y = torch.arange(6)
print("even length, both agree:", torch.equal(torch.fft.fftshift(y), torch.fft.ifftshift(y)))
