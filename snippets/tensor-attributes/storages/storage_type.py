import warnings
import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    kinds = [torch.zeros(1, dtype=dt).storage_type() for dt in [torch.float32, torch.int64, torch.bool]]
print("storage_type():", [k.__name__ for k in kinds])
print("warning:", w[0].category.__name__, "-", str(w[0].message).split(".")[0])
x = torch.zeros(1, dtype=torch.int64)
print("modern equivalent:", x.dtype, type(x.untyped_storage()).__name__)
