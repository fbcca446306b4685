import torch

# the Kaiser window is built from i0: w[n] = i0(beta * sqrt(1 - (2n/(N-1) - 1)^2)) / i0(beta)
N, beta = 7, 5.0
n = torch.arange(N, dtype=torch.float64)
w = (beta * torch.sqrt(1 - (2 * n / (N - 1) - 1) ** 2)).i0() / torch.tensor(beta, dtype=torch.float64).i0()
print("window via Tensor.i0:", w)
print("torch.kaiser_window :", torch.kaiser_window(N, periodic=False, beta=beta, dtype=torch.float64))
