import warnings

import torch

# what the torch 2.13 docstring says
doc = " ".join(torch.norm.__doc__.split())
print("docstring says deprecated:", "torch.norm is deprecated" in doc)
for name in ["torch.linalg.vector_norm", "torch.linalg.matrix_norm", "torch.linalg.norm"]:
    print("docstring names", name + ":", name in doc)

# what happens when you call it
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    value = torch.norm(torch.tensor([3.0, 4.0]))
print("torch.norm([3, 4]) =", value, "| runtime warnings:", len(w))
