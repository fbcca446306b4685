import warnings
import torch

x = torch.arange(4.0)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    ts = x.storage()                           # the old, typed API
print(w[0].category.__name__ + ":", str(w[0].message).split(".")[0])
print("type:", type(ts).__name__, " dtype:", ts.dtype, " size (elements):", ts.size(), " nbytes:", ts.nbytes())
print("ts[2]:", ts[2], " untyped view has the same memory:", ts.untyped().data_ptr() == x.untyped_storage().data_ptr())
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.TypedStorage(3, dtype=torch.float64)
print("second use in the same process, warnings:", len(w))
