import warnings

import torch

torch.use_deterministic_algorithms(True)
base = torch.zeros(1)
view = base.expand(3)  # three elements, one memory location

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    view.index_put_((torch.tensor([0, 2]),), torch.tensor([7.0, 8.0]))  # two writes to one location
print("no error; base now holds:", base)
print(w[0].category.__name__, str(w[0].message).split(". ")[0])
