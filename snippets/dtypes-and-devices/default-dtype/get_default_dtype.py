import torch

d = torch.get_default_dtype()
print("get_default_dtype():", d, "| type:", type(d).__name__)
print("float literal uses it:", torch.tensor(2.5).dtype == d)
print("torch.ones(2).dtype:", torch.ones(2).dtype)
print("finfo() with no argument reads it: bits =", torch.finfo().bits)
with torch.device("meta"):
    print("unchanged under a device context:", torch.get_default_dtype())
