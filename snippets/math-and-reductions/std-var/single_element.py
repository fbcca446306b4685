import warnings

import torch

one = torch.tensor([3.0])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    s = one.std()
print("std of one element:", s)
print(w[0].category.__name__ + ":", str(w[0].message).split(" (Triggered")[0])
print("with correction=0 :", one.std(correction=0))
