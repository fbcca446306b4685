import warnings

import torch

warnings.simplefilter("ignore")  # complex32 creation warns that it is experimental
for dtype in (torch.complex32, torch.complex64, torch.complex128, torch.float64, torch.int64, torch.bool):
    t = torch.zeros(2, dtype=dtype)
    print(f"{str(dtype):<17} torch.is_complex: {torch.is_complex(t)!s:<5} dtype.is_complex: {dtype.is_complex}")
