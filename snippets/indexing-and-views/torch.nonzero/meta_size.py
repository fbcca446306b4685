# raises: NotImplementedError
import os

os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", ".")  # an existing directory: nothing is created

import torch

x = torch.tensor([0.0, 1.0, 0.0, 2.0])
print("mask -> shape known from the input:", tuple((x != 0).shape))
print("nonzero -> shape known only from the data:", tuple(torch.nonzero(x).shape))

# On the meta device there is no data, so the output size cannot be computed.
m = torch.empty(4, device="meta")
print("(m != 0) on meta:", tuple((m != 0).shape))
torch.nonzero(m)
