# raises: RuntimeError
import warnings

import torch

re = torch.tensor([1.0, 2.0])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    h = torch.complex(re.half(), re.half())
print("float16 parts ->", h.dtype, "|", w[0].category.__name__, str(w[0].message)[:60])
for a, b in ((re, re.double()), (re.bfloat16(), re.bfloat16())):
    try:
        torch.complex(a, b)
    except RuntimeError as e:
        print(f"{a.dtype} + {b.dtype} ->", e)
torch.complex(torch.tensor([1, 2]), torch.tensor([3, 4]))   # integer parts
