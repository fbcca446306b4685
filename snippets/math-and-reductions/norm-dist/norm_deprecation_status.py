import textwrap
import warnings

import torch

# what the torch 2.13 docstring says
doc = torch.norm.__doc__
start = doc.index("torch.norm is deprecated")
end = doc.index("Args:")
print(textwrap.fill(" ".join(doc[start:end].split()), width=80))

# what happens when you call it
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    value = torch.norm(torch.tensor([3.0, 4.0]))
print()
print("torch.norm([3, 4]) =", value, "| runtime warnings:", len(w))
