import torch

print("finfo() uses the default dtype:", torch.finfo().dtype)
torch.set_default_dtype(torch.float64)
print("after set_default_dtype(float64):", torch.finfo().dtype)
torch.set_default_dtype(torch.float32)

c = torch.finfo(torch.complex64)
print("finfo(complex64).dtype:", c.dtype, " bits:", c.bits,
      " itemsize of complex64:", torch.complex64.itemsize)
print("keyword form:", torch.finfo(type=torch.bfloat16).eps)
print("type of finfo(float16).dtype:", type(torch.finfo(torch.float16).dtype).__name__)
print("finfo(float16).dtype == torch.float16:", torch.finfo(torch.float16).dtype == torch.float16)
