import warnings

import torch

x = torch.randn(32)
w = torch.hann_window(8)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    old = torch.stft(x, 8, window=w, return_complex=False)
print(caught[0].category.__name__, str(caught[0].message)[:62], "...")
new = torch.stft(x, 8, window=w, return_complex=True)
print("return_complex=False:", tuple(old.shape), old.dtype)
print("return_complex=True :", tuple(new.shape), new.dtype)
print("old == view_as_real(new):", torch.equal(old, torch.view_as_real(new)))
