import warnings

import torch

t = torch.arange(4.0)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    s = t.storage()                  # TypedStorage: deprecated
print(w[0].category.__name__, w[0].message)
print("type:", type(s).__name__, " dtype:", s.dtype, " size:", s.size())
with warnings.catch_warnings(record=True) as w2:
    warnings.simplefilter("always")
    t.storage()                      # the same call again
print("warnings on the second call:", len(w2), "(the deprecation warning is given once per process)")

# torch.Storage follows the default dtype
print("torch.Storage:", torch.Storage.__name__)
torch.set_default_dtype(torch.float64)
print("after set_default_dtype(float64):", torch.Storage.__name__)
torch.set_default_dtype(torch.float32)
print("FloatStorage subclasses TypedStorage:", issubclass(torch.FloatStorage, torch.TypedStorage))
