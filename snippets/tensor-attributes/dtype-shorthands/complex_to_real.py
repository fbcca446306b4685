import warnings
import torch

c = torch.tensor([1.5 + 2.0j, -3.0 - 1.0j])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    r = c.short()
print("complex -> short():", r.tolist())
print("warning:", w[0].category.__name__, str(w[0].message).split(" (Triggered")[0])
with warnings.catch_warnings(record=True) as w2:
    warnings.simplefilter("always")
    c.byte()
print("a second complex -> real cast warns again:", len(w2) > 0)
print("keep both parts instead:", torch.view_as_real(c).short().tolist())
