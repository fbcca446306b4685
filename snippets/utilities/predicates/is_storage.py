import warnings

import torch

t = torch.tensor([1.0, 2.0])
with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # TypedStorage is deprecated; only the check matters here
    typed = t.storage()

print("t.untyped_storage():", torch.is_storage(t.untyped_storage()))
print("t.storage() (TypedStorage):", torch.is_storage(typed))
print("the tensor itself:", torch.is_storage(t))
print("a bytearray:", torch.is_storage(bytearray(8)))
