import warnings

import torch

x = torch.randn(32)
w = torch.hann_window(8)
S = torch.stft(x, 8, hop_length=2, window=w, return_complex=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    y = torch.istft(S, 8, hop_length=2, length=32)  # window forgotten
print(caught[0].category.__name__, str(caught[0].message)[:60], "...")
print("max error without the window:", (y - x).abs().max().item())
print("max error with the window   :", (torch.istft(S, 8, hop_length=2, window=w, length=32) - x).abs().max().item())
