import torch

x = torch.ones(4)  # constant signal: all energy in bin 0
print("mode       fft(x)[0]   ifft(fft(x))[0]   sum|X|^2 / sum|x|^2")
for norm in ["backward", "ortho", "forward"]:
    X = torch.fft.fft(x, norm=norm)
    back = torch.fft.ifft(X, norm=norm)
    energy = (X.abs() ** 2).sum() / (x ** 2).sum()
    print(f"{norm:9}  {X[0].real.item():9.4f}   {back[0].real.item():15.4f}   {energy.item():.4f}")

print("norm=None equals 'backward':", torch.equal(torch.fft.fft(x), torch.fft.fft(x, norm="backward")))
mixed = torch.fft.ifft(torch.fft.fft(x, norm="forward"))  # forward with one mode, back with another
print("fft(norm='forward') then ifft() default:", mixed.real)
