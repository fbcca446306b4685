# raises: AssertionError
import torch

d = torch.get_default_device()
print("value:", repr(d), "| type:", type(d).__name__)
torch.set_default_device("meta")
print("set with a string, read back:", repr(torch.get_default_device()))

torch.set_default_device("cuda")  # accepted even on a CPU-only build ...
print("set_default_device('cuda') returned; torch.cuda.is_available():", torch.cuda.is_available())
torch.get_default_device()  # ... but resolving the current CUDA device fails
