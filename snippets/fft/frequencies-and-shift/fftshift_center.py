import torch

for n in (6, 5):
    f = torch.fft.fftfreq(n)
    print(f"n={n} fftfreq         :", f)
    print(f"n={n} fftshift(freqs) :", torch.fft.fftshift(f))

grid = torch.arange(12).reshape(3, 4)
print("2-D, all dims:\n", torch.fft.fftshift(grid))
print("2-D, dim=1 only:\n", torch.fft.fftshift(grid, dim=1))
print("equals roll by n//2:", torch.equal(torch.fft.fftshift(grid), torch.roll(grid, shifts=(1, 2), dims=(0, 1))))
out = torch.fft.fftshift(grid)
out[0, 0] = -1
print("a copy, input unchanged:", grid[0, 0].item())
