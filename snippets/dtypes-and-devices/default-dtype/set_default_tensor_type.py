import warnings
import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.set_default_tensor_type(torch.DoubleTensor)
print(caught[0].category.__name__ + ":", str(caught[0].message).split(" (Triggered")[0])
print("get_default_dtype():", torch.get_default_dtype(), " torch.zeros(1):", torch.zeros(1).dtype)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.set_default_tensor_type("torch.FloatTensor")   # a string works too
print("warnings on the second call:", len(caught), "<- it warns only once per process")

# the modern replacements
torch.set_default_dtype(torch.float64)
torch.set_default_device("cpu")
print("set_default_dtype + set_default_device:", torch.zeros(1).dtype, torch.zeros(1).device)
torch.set_default_dtype(torch.float32)
print("restored:", torch.get_default_dtype(), torch.get_default_device())
