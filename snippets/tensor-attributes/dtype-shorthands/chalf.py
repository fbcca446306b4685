import warnings
import torch

x = torch.tensor([1.0, 2.5])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    h = x.chalf()
print("chalf():", h, " element_size:", h.element_size())
print("warning:", w[0].category.__name__, str(w[0].message).split(" (Triggered")[0])
