import torch

for f in (torch.hann_window, torch.hamming_window, torch.blackman_window, torch.bartlett_window, torch.kaiser_window):
    print(f"{f.__name__:16} L=1: {f(1).tolist()}  L=1 symmetric: {f(1, periodic=False).tolist()}"
          f"  L=0: {f(0).tolist()}  L=2 symmetric: {[round(v, 4) for v in f(2, periodic=False).tolist()]}")
