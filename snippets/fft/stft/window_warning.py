import warnings

import torch

x = torch.randn(32)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    S = torch.stft(x, 8, return_complex=True)
print(caught[0].category.__name__, str(caught[0].message)[:60], "...")
ones = torch.stft(x, 8, window=torch.ones(8), return_complex=True)
print("no window == window=torch.ones(n_fft):", torch.equal(S, ones))
