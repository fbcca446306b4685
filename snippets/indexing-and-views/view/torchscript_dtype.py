import warnings

import torch


def as_bits(x: torch.Tensor) -> torch.Tensor:
    return x.view(torch.int32)


x = torch.tensor([1.0, -2.0, 3.0])
print("eager   :", as_bits(x), as_bits(x).dtype)

with warnings.catch_warnings():
    warnings.simplefilter("ignore")             # torch.jit.script itself is deprecated
    scripted = torch.jit.script(as_bits)
y = scripted(x)
print("scripted:", y, y.dtype)                  # the dtype was read as the shape [3]
print("values unchanged, bytes not reinterpreted:", torch.equal(y, x))
