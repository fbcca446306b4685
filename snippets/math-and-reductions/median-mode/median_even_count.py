import numpy as np
import torch

x = torch.tensor([4.0, 1.0, 3.0, 2.0])           # sorted: 1, 2, 3, 4
print("torch.median          :", torch.median(x), "<- lower middle value")
print("torch.quantile(q=0.5) :", torch.quantile(x, 0.5), "<- mean of the two middles")
print("numpy.median          :", np.median(x.numpy()))

odd = torch.tensor([5.0, 1.0, 3.0])
print("odd count, median     :", odd.median())
